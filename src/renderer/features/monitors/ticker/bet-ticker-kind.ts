import type { MonitorRegistration } from '../registry/monitor-kind';
import { BET_GRID } from './bet-grid';

export const betTicker: MonitorRegistration = {
  kind: 'ticker',
  tab: 'Bets',
  // Ten tickers would be clutter: the first three are offered (any of ten can be restored or linked to).
  slots: [1, 2, 3],
  topics: ['markets', 'bets'],
  grid: BET_GRID,
  load: async () => (await import('./bet-ticker')).BetTicker,
};
