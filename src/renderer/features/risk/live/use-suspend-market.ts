import { useCallback } from 'react';
import { markets } from '@shared/contract/markets';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';

/**
 * Suspends one market from the risk screen through the catalogue's status change, for users who may call
 * it (the exchange checks again). Never optimistic: the market shows suspended when the exchange has said
 * so and the lists have been read again; a refusal goes to the central error toast.
 */
export function useSuspendMarket() {
  const mutation = useOperationMutation(markets.setStatus, { spinner: false });
  const { mutate, isPending } = mutation;
  const suspend = useCallback(
    (marketId: string, name: string) => mutate({ _id: marketId, status: 'suspended' }, { onSuccess: () => showSuccessToast(`${name} suspended.`) }),
    [mutate],
  );
  return { suspend: useCanCall(markets.setStatus) ? suspend : null, pending: isPending };
}
