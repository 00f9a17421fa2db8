import type { GridSpec } from '../frame/grid-spec';

export const MARKET_GRID: GridSpec = {
  label: 'Live markets',
  columns: 'minmax(190px, 2fr) 96px repeat(3, minmax(130px, 1fr)) 84px 100px',
  headers: ['Market', 'Status', 'Selection 1', 'Selection 2', 'Selection 3', 'Matched', 'Action'],
  rowHeight: 46,
  compactRowHeight: 38,
  pageSize: 10,
  emptyText: 'No live markets match this filter.',
};
