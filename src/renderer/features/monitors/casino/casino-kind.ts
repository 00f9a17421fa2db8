import type { MonitorRegistration } from '../registry/monitor-kind';

/** Casino tables and their latest rounds (polled: the rounds move on the exchange's timer). */
export const casinoMonitor: MonitorRegistration = {
  kind: 'casino',
  tab: 'Casino',
  slots: [1, 2],
  topics: [],
  grid: { label: 'Casino tables', columns: '1fr 1fr 1fr 1fr 1fr 2fr', headers: ['Round', 'Status', 'Bets', 'Staked', 'House', 'Result'], rowHeight: 28, pageSize: 5, emptyText: 'No casino table is open.' },
  load: async () => (await import('./casino-monitor')).CasinoMonitor,
};
