import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { IdempotencyKey } from '@renderer/components/form-kit/idempotency-key';
import { bridgeErrorOf, unwrapWithMessage } from '../errors';
import { callOperation, type BridgedOperation, type InputOf, type OutputOf } from './operations';
import type { AppMutationMeta } from './meta';
import { changedTags } from './tags';

type Answer<Op extends BridgedOperation> = { data: OutputOf<Op>; message?: string | undefined };

/**
 * A money action outside a form (settle, void): one idempotency key per pending action, kept when the
 * user retries after a time-out or a lost connection (the first call may have landed: the exchange answers
 * the retry with the first outcome) as long as the request is the same, dropped after a definite answer or
 * when the request changes (another reason, other bets), so the next action is a new one.
 * While one call is on its way, `mutate` does nothing: a double click, however fast, sends once (the
 * button's own `loading` state comes a render later than a second click can).
 * `resetKey` drops a kept key: for an action whose request is always the same (Suspend all), a dialog opened
 * afresh is a new action, not the retry of one given up after a time-out.
 */
export const useKeyedMutation = <Op extends BridgedOperation>(op: Op, options: Omit<AppMutationMeta, 'writes' | 'invalidates'> = {}) => {
  const [key] = useState(() => new IdempotencyKey());
  const sending = useRef(false);
  const mutation = useMutation({
    mutationKey: [op.id],
    mutationFn: async (input: InputOf<Op>) => unwrapWithMessage(await callOperation(op, input, { idempotencyKey: key.forRequest(JSON.stringify(input)) })),
    onSuccess: () => key.settled(null),
    onError: (error) => key.settled(bridgeErrorOf(error)),
    onSettled: () => {
      sending.current = false;
    },
    meta: { ...options, writes: (input: unknown) => changedTags(op, input) },
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (input: InputOf<Op>, callbacks?: MutateOptions<Answer<Op>, Error, InputOf<Op>>) => {
      if (sending.current) return;
      sending.current = true;
      send(input, callbacks);
    },
    [send],
  );
  // Stable, as `mutate`: the key is made once and dropping it changes no state.
  const resetKey = useCallback(() => key.edited(), [key]);
  return { ...mutation, mutate, resetKey };
};
