import { useCallback, useMemo, useState } from 'react';
import type { LiveMarket } from '@shared/contract/live';
import { markets } from '@shared/contract/markets';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';

/**
 * Suspend and resume from a monitor row, for users who may call markets.setStatus (as in the catalogue).
 * Pessimistic: the row shows its new status when the feed says so, a failure goes to the central error
 * toast. Live data never blanks the screen, so no full-screen spinner. Other windows hear of it through
 * the operation's tags (the catalogue of another window shows the market suspended).
 */
export function useStatusAction() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mutation = useOperationMutation(markets.setStatus, { spinner: false });
  const { mutate } = mutation;
  const setStatus = useCallback(
    (market: Pick<LiveMarket, 'marketId'>, status: 'open' | 'suspended') => {
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
  const allowed = useCanCall(markets.setStatus);
  return useMemo(() => ({ setStatus: allowed ? setStatus : null, pending }), [allowed, setStatus, pending]);
}
