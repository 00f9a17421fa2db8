import { useCallback } from 'react';
import type { LinkedContext } from '@shared/contract/windows';

type Linkable = Pick<LinkedContext, 'sportId' | 'competitionId' | 'eventId' | 'eventName'> & { readonly marketId: string };

/** The event (and market) of a live row, as linked windows follow it: exactly the contract's fields, nothing more. */
export const linkedContextOf = ({ sportId, competitionId, eventId, eventName, marketId }: Linkable): LinkedContext => ({ sportId, competitionId, eventId, eventName, marketId });

/**
 * The `link` of a grid whose rows are ids into `store` (useMonitorGrid's): Enter or a click on a row links
 * linked windows to its event.
 */
export function useLinkRow(store: { get(id: string): Linkable | undefined }, ids: readonly string[], select: (context: LinkedContext) => void) {
  return useCallback(
    (index: number) => {
      const row = store.get(ids[index] ?? '');
      if (row) select(linkedContextOf(row));
    },
    [store, ids, select],
  );
}
