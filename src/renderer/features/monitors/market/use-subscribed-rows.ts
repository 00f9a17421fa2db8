import { useMemo, useState } from 'react';

/** Rows subscribed beyond each end of those on screen: a short scroll needs no new subscription. */
export const SUBSCRIBED_MARGIN = 24;

export interface RowSpan {
  readonly from: number;
  readonly to: number;
}

/** The span to subscribe for rows `start`…`end` on screen: the current one while it still holds them. */
export const nextSpan = (span: RowSpan, start: number, end: number, margin = SUBSCRIBED_MARGIN): RowSpan =>
  start >= span.from && end <= span.to && span.to - span.from <= end - start + 4 * margin ? span : { from: Math.max(0, start - margin), to: end + margin };

/**
 * The markets whose prices the monitor subscribes to: the rows on screen and a margin around them. A
 * window receives, parses and keeps the prices it can show and no others (the other markets' prices
 * would be thousands of values a second to throw away), and the main core sends it only those.
 */
export function useSubscribedRows(rows: readonly string[], start: number, end: number): readonly string[] {
  const [span, setSpan] = useState<RowSpan>({ from: 0, to: 0 });
  const next = nextSpan(span, start, end);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra effect pass.
  if (next !== span) setSpan(next);
  return useMemo(() => rows.slice(next.from, next.to), [rows, next.from, next.to]);
}
