import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LiveLiability } from '@shared/contract/live';
import type { KeyedStore } from '../live/keyed-store';
import { largestFirst, newlyAbove, sameOrder, topByLiability } from './risk-order';
import { formatMoney } from '@renderer/lib/format';

const REORDER_MS = 1_000;
export const MAX_ALERTS = 5;

export interface RiskAlert {
  readonly marketId: string;
  readonly text: string;
  readonly at: number;
}

/**
 * The ranking of the risk monitor, re-sorted at most once a second so rows do not jump under the reader's
 * eyes (their figures update live in between), and the alerts of markets crossing the threshold: the
 * largest liabilities first when more cross at once than are kept, with how many markets are above the
 * threshold (`above`), so the alerts can say "5 of 12".
 */
export function useRiskView(store: KeyedStore<LiveLiability>, top: number, threshold: number) {
  const [order, setOrder] = useState<string[]>([]);
  const [alerts, setAlerts] = useState<RiskAlert[]>([]);
  const [aboveCount, setAboveCount] = useState(0);

  useEffect(() => {
    const above = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const run = () => {
      timer = undefined;
      last = performance.now();
      const next = topByLiability(store.all(), top);
      // The same ranking keeps its array: nothing to redraw. A new one is a transition: React draws the moved
      // rows in slices between frames instead of one long task, and a live value's update goes first.
      startTransition(() => setOrder((current) => (sameOrder(current, next) ? current : next)));
      const crossed = newlyAbove(store.all(), threshold, above);
      // An unchanged count is no render (React bails out on the same number).
      const count = above.size;
      startTransition(() => setAboveCount(count));
      if (crossed.length > 0) {
        // Only the alerts that are kept are worded (a threshold lowered under many markets crosses them all at
        // once), and those are the largest liabilities among them, not the first in the feed's order.
        const fresh = largestFirst(crossed)
          .slice(0, MAX_ALERTS)
          .map((v) => ({
            marketId: v.marketId,
            at: Date.now(),
            text: `${v.eventName} · ${v.marketName}: liability ${formatMoney(v.liability, { whole: true })} is above ${formatMoney(threshold, { whole: true })}`,
          }));
        // A transition too: the ranking redraws with the alerts, and a render in slices is never a long task (an alert
        // is on screen a frame or two later, and its beep follows it).
        startTransition(() => setAlerts((current) => [...fresh, ...current.filter((a) => !crossed.some((c) => c.marketId === a.marketId))].slice(0, MAX_ALERTS)));
      }
    };
    const schedule = () => {
      if (timer === undefined) timer = setTimeout(run, Math.max(0, last + REORDER_MS - performance.now()));
    };
    run();
    const stop = store.subscribeAny(schedule);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, top, threshold]);

  const dismiss = useCallback((marketId?: string) => setAlerts((current) => (marketId ? current.filter((a) => a.marketId !== marketId) : [])), []);
  return { order, alerts, above: aboveCount, dismiss };
}
