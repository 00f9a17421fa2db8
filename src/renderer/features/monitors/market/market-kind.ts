import { ALL_SLOTS, type MonitorRegistration } from '../registry/monitor-kind';
import { MARKET_GRID } from './market-grid';

export const marketMonitor: MonitorRegistration = {
  kind: 'market',
  tab: 'Live',
  permissionHint: 'liveMonitor1–10',
  slots: ALL_SLOTS,
  topics: ['markets', 'prices'],
  grid: MARKET_GRID,
  load: async () => (await import('./market-monitor')).MarketMonitor,
};
