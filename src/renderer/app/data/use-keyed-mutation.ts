import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { IdempotencyKey } from '@renderer/components/form-kit/idempotency-key';
import { bridgeErrorOf, unwrapWithMessage } from '../errors';
import { callOperation, type BridgedOperation, type InputOf } from './operations';
import type { AppMutationMeta } from './meta';
import { changedTags } from './tags';

/**
 * A money action outside a form (settle, void): one idempotency key per pending action, kept when the
 * user retries after a time-out or a lost connection (the first call may have landed: the exchange answers
 * the retry with the first outcome), dropped after a definite answer so the next action is a new one.
 */
export const useKeyedMutation = <Op extends BridgedOperation>(op: Op, options: Omit<AppMutationMeta, 'writes' | 'invalidates'> = {}) => {
  const [key] = useState(() => new IdempotencyKey());
  return useMutation({
    mutationKey: [op.id],
    mutationFn: async (input: InputOf<Op>) => unwrapWithMessage(await callOperation(op, input, { idempotencyKey: key.forSubmit() })),
    onSuccess: () => key.settled(null),
    onError: (error) => key.settled(bridgeErrorOf(error)),
    meta: { ...options, writes: (input: unknown) => changedTags(op, input) },
  });
};
