import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { RunnerDeskScreen } from '@renderer/components/desks/runner-desk-screen';
import { MarketCard } from './market-card';
import { MarketPanel } from './market-panel';
import { BOOKMAKER_KEYS } from './rate-keys';

/**
 * The bookmaker desk (bookmakerManagement): an event's bookmaker markets, rates per runner in points
 * (45 / 47 means odds 1.45 / 1.47) priced from the keyboard, runners suspended one by one, the house's
 * P/L per runner, and beside the focused market its news and rate history.
 */
export default function BookmakerManagementScreen() {
  const markets = useOperation(contract.bookmaker.markets, {}, { refetchInterval: 5_000 });
  return (
    <RunnerDeskScreen
      title="BookMaker Management"
      markets={markets.data}
      howPricesRead="Rates are points: back 45 / lay 47 means odds 1.45 / 1.47; the lay rate is never below the back rate. Type rates, Enter sends a market’s rates, Escape abandons them."
      grid={{ cols: { base: 1, xl: 2 } }}
      Card={MarketCard}
      Panel={MarketPanel}
      keys={BOOKMAKER_KEYS}
      keysTitle="Bookmaker desk keys"
    />
  );
}
