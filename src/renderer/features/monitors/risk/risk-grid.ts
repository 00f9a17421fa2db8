import type { GridSpec } from '../frame/grid-spec';

export const RISK_GRID: GridSpec = {
  label: 'Largest liabilities',
  columns: '36px minmax(200px, 2fr) 100px 110px 100px 60px minmax(220px, 2fr)',
  headers: ['#', 'Event / Market', 'Status', 'Liability', 'Stake', 'Bets', 'If it wins (house)'],
  rowHeight: 40,
  compactRowHeight: 32,
  pageSize: 10,
  emptyText: 'No liability on the markets of this filter yet.',
};
