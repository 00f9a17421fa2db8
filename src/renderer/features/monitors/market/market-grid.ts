import type { GridSpec } from '../frame/grid-spec';

/**
 * Names shrink, figures never do. Market (its names end in "…", whole on hover) gives way; each selection
 * keeps room for its widest back and lay ("990.00 1000.00"), Matched for its widest size ("999.99Cr"),
 * Action for "Suspend", Status for "Suspended"; Market keeps 100 px, a dozen letters, to tell markets
 * apart. So the grid fits the monitors hub's pane in a 1,400 px window; in a 1,280 px one (660 px less a
 * scrollbar: QA saw 868 px of columns cut off there) it scrolls sideways by a few dozen pixels with Action
 * pinned at its right, every column whole. With room to spare (a monitor window of its own) the columns
 * are as wide as they always were: Status, Matched and Action take back their 96, 84 and 100 px first.
 */
export const MARKET_GRID: GridSpec = {
  label: 'Live markets',
  columns: 'minmax(100px, 2fr) minmax(90px, 96px) repeat(3, minmax(116px, 1fr)) minmax(66px, 84px) minmax(76px, 100px)',
  headers: ['Market', 'Status', 'Selection 1', 'Selection 2', 'Selection 3', 'Matched', 'Action'],
  pinLast: true,
  rowHeight: 46,
  compactRowHeight: 38,
  pageSize: 10,
  emptyText: 'No live markets match this filter.',
};
