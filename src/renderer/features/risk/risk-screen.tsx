import { tabbedScreen } from '@renderer/components/tabbed-screen';
import { LiveRiskTab } from './live/live-risk-tab';
import { RiskMarketsTab } from './markets-tab';
import { ProfitLossTab } from './profit-loss-tab';
import { PuntersTab } from './punters-tab';
import { QueriesTab } from './queries/queries-tab';
import { UnsettledBetsTab } from './unsettled-bets-tab';

/**
 * Risk (route /dashboard/risk, flag resolveQuery: spec §6 names no risk flag): live risk with alerts and the
 * keyboard drill-down, markets by exposure, the bets open on markets not yet settled, betting
 * accounts with their chain, status, bets and statement, and P/L by agent and by desk with a check that
 * every market's books add up to zero.
 */
export default tabbedScreen('Risk', [
  { value: 'live', label: 'Live risk', panel: () => <LiveRiskTab /> },
  { value: 'markets', label: 'Markets by exposure', panel: () => <RiskMarketsTab /> },
  { value: 'unsettled', label: 'Unsettled bets', panel: () => <UnsettledBetsTab /> },
  { value: 'punters', label: 'Betting accounts', panel: () => <PuntersTab /> },
  { value: 'profit-loss', label: 'Profit and loss', panel: () => <ProfitLossTab /> },
  { value: 'queries', label: 'Punter queries', panel: () => <QueriesTab /> },
]);
