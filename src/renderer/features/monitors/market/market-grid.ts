import type { GridSpec } from '../frame/grid-spec';

/**
 * Names shrink, figures never do. Market (its names end in "…", whole on hover) gives way; each selection
 * keeps room for its widest back and lay ("990.00 1000.00"), Matched for its widest size ("999.99Cr"),
 * Action for "Suspend", Status for "Suspended". So the grid fits the monitors hub's pane in a 1,280 px
 * window at compact density (660 px less a scrollbar: QA saw 868 px of columns cut off there): a market's
 * name gives way first (whole on hover, its event and type on the line below), since a figure cut short
 * reads as another figure. A narrower pane scrolls sideways with Action pinned at its right. With room to spare (a monitor window of its own) the columns
 * are as wide as they always were: Status, Matched and Action take back their 96, 84 and 100 px first.
 */
export const MARKET_GRID: GridSpec = {
  label: 'Live markets',
  columns: 'minmax(44px, 2fr) minmax(90px, 96px) repeat(3, minmax(116px, 1fr)) minmax(66px, 84px) minmax(76px, 100px)',
  headers: ['Market', 'Status', 'Selection 1', 'Selection 2', 'Selection 3', 'Matched', 'Action'],
  pinLast: true,
  rowHeight: 46,
  compactRowHeight: 38,
  pageSize: 10,
  emptyText: 'No live markets match this filter.',
};
