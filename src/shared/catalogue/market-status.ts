/**
 * Market and selection states, and which changes a trader may make by hand.
 *
 * `closed`, `settled` and `voided` are terminal here: settling and voiding belong to results (a later
 * issue adds closed → settled / voided there). A suspended market accepts no bets, nor does one whose ball is
 * running (BALL_RUNNING: a delivery in progress, set by the fancy desk's ball-by-ball feed).
 */
export const MARKET_STATUSES = ['open', 'ballRunning', 'suspended', 'closed', 'settled', 'voided'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const MARKET_STATUS_LABELS: Record<MarketStatus, string> = {
  open: 'Open',
  ballRunning: 'Ball running',
  suspended: 'Suspended',
  closed: 'Closed',
  settled: 'Settled',
  voided: 'Voided',
};

/** A new market starts open or suspended (a trader may prepare it before opening it). */
export const INITIAL_MARKET_STATUSES = ['open', 'suspended'] as const satisfies readonly MarketStatus[];

const MANUAL_MARKET_TRANSITIONS: Record<MarketStatus, readonly MarketStatus[]> = {
  open: ['suspended', 'closed'],
  // A delivery in progress (cricket): set and cleared by the ball-by-ball feed (only the ball's end reopens it:
  // no bet is taken mid-delivery); a trader may still suspend or close.
  ballRunning: ['suspended', 'closed'],
  suspended: ['open', 'closed'],
  closed: [],
  settled: [],
  voided: [],
};

export const isTerminalMarketStatus = (status: MarketStatus): boolean => MANUAL_MARKET_TRANSITIONS[status].length === 0;

export const allowedMarketTransitions = (from: MarketStatus): readonly MarketStatus[] => MANUAL_MARKET_TRANSITIONS[from];

/** A ball-running market is reopened by its ball's end, never by hand (a bet would be taken mid-delivery). */
export const BALL_RUNNING_REOPEN = 'The ball is running: the market opens when the ball ends (a dead ball, Escape on the Fancy Management ball-by-ball panel, ends it at once).';

/** Why a status change is refused, or null when it is allowed (the same status is a no-op, allowed). */
export const marketTransitionError = (from: MarketStatus, to: MarketStatus): string | null => {
  if (from === to) return null;
  if (MANUAL_MARKET_TRANSITIONS[from].includes(to)) return null;
  if (isTerminalMarketStatus(from)) return `The market is ${MARKET_STATUS_LABELS[from].toLowerCase()}: its status can no longer change.`;
  if (to === 'settled' || to === 'voided') return `A market is ${MARKET_STATUS_LABELS[to].toLowerCase()} through results, not by hand.`;
  if (from === 'ballRunning' && to === 'open') return BALL_RUNNING_REOPEN;
  return `A market cannot go from ${MARKET_STATUS_LABELS[from].toLowerCase()} to ${MARKET_STATUS_LABELS[to].toLowerCase()}.`;
};

export const SELECTION_STATUSES = ['active', 'suspended', 'removed', 'winner', 'loser'] as const;
export type SelectionStatus = (typeof SELECTION_STATUSES)[number];

export const SELECTION_STATUS_LABELS: Record<SelectionStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  removed: 'Removed',
  winner: 'Winner',
  loser: 'Loser',
};

const MANUAL_SELECTION_TRANSITIONS: Record<SelectionStatus, readonly SelectionStatus[]> = {
  active: ['suspended', 'removed'],
  suspended: ['active', 'removed'],
  removed: [],
  winner: [],
  loser: [],
};

export const allowedSelectionTransitions = (from: SelectionStatus): readonly SelectionStatus[] => MANUAL_SELECTION_TRANSITIONS[from];

/** Why a selection's status change is refused (also when its market is terminal), or null. */
export const selectionTransitionError = (market: MarketStatus, from: SelectionStatus, to: SelectionStatus): string | null => {
  if (isTerminalMarketStatus(market)) return `The market is ${MARKET_STATUS_LABELS[market].toLowerCase()}: its selections can no longer change.`;
  if (from === to || MANUAL_SELECTION_TRANSITIONS[from].includes(to)) return null;
  if (to === 'winner' || to === 'loser') return 'Winners and losers are set through results, not by hand.';
  return `A selection cannot go from ${SELECTION_STATUS_LABELS[from].toLowerCase()} to ${SELECTION_STATUS_LABELS[to].toLowerCase()}.`;
};

/**
 * Why a risk user's S cannot suspend this market, in words, or undefined when it can (the market is open). A
 * risk user may stop an open market; one already suspended, ball running or closed has nothing to stop there
 * (reopening stays with Exchange Management). The risk monitor and the Risk screen say it the same way.
 */
export const notSuspendableWords = (name: string, status: MarketStatus): string | undefined =>
  status === 'open' ? undefined : `${name} is ${MARKET_STATUS_LABELS[status].toLowerCase()}: only an open market can be suspended.`;
