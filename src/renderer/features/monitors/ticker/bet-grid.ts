import type { GridSpec } from '../frame/grid-spec';

/**
 * Status holds the exchange's verdict with its reason, "Refused: Price changed during the bet delay" the
 * longest: it shares the spare width with Event / Market and Selection, so at 1600 px it reads on one line
 * (QA live4 #5: at 74 px every status read "REFUSE…"), and a narrow window still gets no sideways scroll:
 * the reason wraps to a second line within the row (bet-status.tsx), its title holding it whole too.
 */
export const BET_GRID: GridSpec = {
  label: 'Bets',
  columns: '64px 128px 110px minmax(168px, 2fr) minmax(120px, 1fr) 52px 64px 90px minmax(120px, 1.5fr)',
  headers: ['No.', 'Time', 'User', 'Event / Market', 'Selection', 'Side', 'Odds', 'Stake', 'Status'],
  rowHeight: 30,
  compactRowHeight: 24,
  pageSize: 15,
  emptyText: 'No bets match this filter yet.',
};
