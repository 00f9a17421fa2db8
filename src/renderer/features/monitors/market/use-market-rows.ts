import { useState, useSyncExternalStore } from 'react';
import type { LiveMarket } from '@shared/contract/live';
import type { MonitorView } from '@shared/contract/windows';
import type { KeyedStore } from '../live/keyed-store';

type RowView = Pick<MonitorView, 'sportId' | 'competitionId' | 'eventId' | 'family' | 'status'>;

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);
const sameView = (a: RowView, b: RowView): boolean =>
  a.sportId === b.sportId && a.competitionId === b.competitionId && a.eventId === b.eventId && a.family === b.family && a.status === b.status;

/** The ids of the live markets a view shows, in the feed's order. */
export const marketRows = (markets: Iterable<LiveMarket>, view: RowView): string[] => {
  const out: string[] = [];
  for (const m of markets) {
    if (view.sportId && m.sportId !== view.sportId) continue;
    if (view.competitionId && m.competitionId !== view.competitionId) continue;
    if (view.eventId && m.eventId !== view.eventId) continue;
    if (view.family && m.family !== view.family) continue;
    if (view.status && m.status !== view.status) continue;
    out.push(m.marketId);
  }
  return out;
};

/**
 * A memoised selector: the rows are computed again only for a new facet version or view, and the previous
 * array is answered when the new one holds the same ids (nothing the view shows changed).
 */
export function rowSelector(): (markets: KeyedStore<LiveMarket>, view: RowView) => readonly string[] {
  let last: { version: number; view: RowView; rows: readonly string[] } | undefined;
  return (markets, view) => {
    const version = markets.getFacetVersion();
    if (last && last.version === version && sameView(last.view, view)) return last.rows;
    const next = marketRows(markets.all(), view);
    last = { version, view, rows: last && sameList(last.rows, next) ? last.rows : next };
    return last.rows;
  };
}

/**
 * The market monitor's row list: rebuilt only when markets come or go or one's names or status change (the
 * store's facet), and the same array while its ids are the same, so the grid and its rows do not re-render.
 */
export function useMarketRows(markets: KeyedStore<LiveMarket>, view: MonitorView): readonly string[] {
  const [select] = useState(rowSelector);
  return useSyncExternalStore(markets.subscribeFacet, () => select(markets, view));
}
