import { Text } from '@mantine/core';
import { bridgeErrorOf } from '@renderer/app/errors';
import type { SendQueueState } from './send-queue';

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** What the desk's queue is doing: entries still on their way, or the refusal that stopped it. */
export function QueueStatus({ state }: { state: SendQueueState }) {
  if (state.refusal) {
    const { error, dropped } = state.refusal;
    return (
      <Text size="sm" c="red" role="alert">
        Refused: {bridgeErrorOf(error).message}
        {dropped > 0 && ` The ${entries(dropped)} typed after it ${dropped === 1 ? 'was' : 'were'} not sent.`}
      </Text>
    );
  }
  if (state.waiting === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {state.waiting === 1 ? 'Sending…' : `Sending ${entries(state.waiting)}…`}
    </Text>
  );
}
