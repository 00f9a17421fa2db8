import type { GridSpec } from '../frame/grid-spec';

export const BET_GRID: GridSpec = {
  label: 'Bets',
  columns: '64px 96px 110px minmax(200px, 2fr) minmax(120px, 1fr) 52px 64px 90px 74px',
  headers: ['No.', 'Time', 'User', 'Event / Market', 'Selection', 'Side', 'Odds', 'Stake', 'Status'],
  rowHeight: 30,
  compactRowHeight: 24,
  pageSize: 15,
  emptyText: 'No bets match this filter yet.',
};
