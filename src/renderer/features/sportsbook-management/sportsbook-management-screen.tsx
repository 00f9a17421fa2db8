import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { RunnerDeskScreen } from '@renderer/components/desks/runner-desk-screen';
import { MarketPanel } from './market-panel';
import { OddsCard } from './odds-card';
import { SPORTSBOOK_KEYS } from './odds-keys';

/**
 * The sportsbook desk (sportsBookManagement): an event's sportsbook markets priced in decimal odds per
 * selection (back only) from the keyboard, selections suspended one by one, and beside the focused market
 * its book, volume, recent bets, price history, bet limit and news.
 */
export default function SportsBookManagementScreen() {
  const markets = useOperation(contract.sportsbook.markets, {}, { refetchInterval: 2_000 });
  return (
    <RunnerDeskScreen
      title="SportsBook Management"
      markets={markets.data}
      howPricesRead="Fixed decimal odds per selection, back only: a bet at 2.50 wins 1.50 per 1 staked. The book % is the sum of the implied chances (100 % is a fair book)."
      grid={{ cols: { base: 1, lg: 2 }, spacing: 'md' }}
      Card={OddsCard}
      Panel={MarketPanel}
      keys={SPORTSBOOK_KEYS}
      keysTitle="Sportsbook desk keys"
    />
  );
}
