import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { LiveMarket } from '@shared/contract/live';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation } from '@renderer/app/query';
import { useCan } from '@renderer/components/can';

/**
 * Suspend and resume from a monitor row, for users holding the market permission (addMarket, as in the
 * catalogue). Pessimistic: the row shows its new status when the feed says so, a failure goes to the
 * central error toast. Live data never blanks the screen, so no full-screen spinner.
 */
export function useStatusAction() {
  const can = useCan();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation(bridgeMutation((input: { _id: string; status: 'open' | 'suspended' }) => exchange().markets.setStatus(input), { spinner: false }));
  const { mutate } = mutation;
  const setStatus = useCallback(
    (market: LiveMarket, status: 'open' | 'suspended') => {
      setPending((p) => new Set(p).add(market.marketId));
      mutate(
        { _id: market.marketId, status },
        {
          onSettled: () =>
            setPending((p) => {
              const next = new Set(p);
              next.delete(market.marketId);
              return next;
            }),
        },
      );
    },
    [mutate],
  );
  const allowed = can('addMarket');
  return useMemo(() => ({ setStatus: allowed ? setStatus : null, pending }), [allowed, setStatus, pending]);
}
