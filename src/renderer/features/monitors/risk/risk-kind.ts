import type { MonitorRegistration } from '../registry/monitor-kind';
import { RISK_GRID } from './risk-grid';

export const riskMonitor: MonitorRegistration = {
  kind: 'risk',
  tab: 'Risk',
  topics: ['markets', 'liability'],
  grid: RISK_GRID,
  load: async () => (await import('./risk-monitor')).RiskMonitor,
};
