import { useCallback } from 'react';
import { risk } from '@shared/contract/risk';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';

/**
 * Suspends one market from the risk screen or the risk monitor (the risk desk's own call: a risk user may stop a market, not
 * reopen it). Never optimistic: the market shows suspended when the exchange has said so and the lists have
 * been read again; a refusal goes to the central error toast.
 */
export function useRiskSuspend() {
  const mutation = useOperationMutation(risk.suspendMarket, { spinner: false });
  const { mutate, isPending } = mutation;
  const suspend = useCallback((marketId: string, name: string) => mutate({ marketId }, { onSuccess: () => showSuccessToast(`${name} suspended.`) }), [mutate]);
  return { suspend: useCanCall(risk.suspendMarket) ? suspend : null, pending: isPending };
}
