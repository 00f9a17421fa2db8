import type { MonitorRegistration } from '../registry/monitor-kind';
import { MARKET_GRID } from './market-grid';

export const marketMonitor: MonitorRegistration = {
  kind: 'market',
  tab: 'Live',
  topics: ['markets', 'prices'],
  grid: MARKET_GRID,
  load: async () => (await import('./market-monitor')).MarketMonitor,
};
