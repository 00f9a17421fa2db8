import { useCallback, useRef, useState } from 'react';
import type { BridgedOperation, InputOf, OutputOf } from '@renderer/app/data/operations';
import { useOperationMutation } from '@renderer/app/data/use-operation';

/** What a desk's market shows while its prices are on their way to the exchange. */
export const SENDING_WORDS = 'Sending…';

/** One send asked of a market: what to send, and what to do once the exchange has confirmed it. */
interface Asked<Op extends BridgedOperation> {
  readonly input: InputOf<Op>;
  readonly onConfirmed: ((answer: OutputOf<Op>) => void) | undefined;
}

/**
 * A desk market's sender of prices (`op`: the desk's save of one market's prices), which never has two sends
 * of the market on their way at once: calls can overtake each other on their way to the exchange, which
 * applies them as they arrive, so an older price could end up live. A send asked while one is on its way
 * waits for that one's answer; then only the latest asked goes (those asked in between are skipped: the
 * trader's last price is what counts). `sending` holds from the first send until the last is answered.
 * `onConfirmed` runs once the exchange has confirmed that send, after the screen has read back what it
 * changed; a refusal is told by the console's error toast, as for any call, and runs nothing.
 */
export const useDeskSend = <Op extends BridgedOperation>(op: Op) => {
  const { mutateAsync } = useOperationMutation(op);
  const waiting = useRef<Asked<Op> | null>(null);
  const onItsWay = useRef(false);
  const [sending, setSending] = useState(false);
  const sendInTurn = useCallback(
    async (first: Asked<Op>) => {
      onItsWay.current = true;
      setSending(true);
      for (let asked: Asked<Op> | null = first; asked !== null; asked = takeWaiting(waiting)) {
        // A refusal rejects: the mutation cache has already told it; the next asked goes all the same.
        const answer = await mutateAsync(asked.input).catch(() => null);
        if (answer !== null) asked.onConfirmed?.(answer.data);
      }
      onItsWay.current = false;
      setSending(false);
    },
    [mutateAsync],
  );
  const send = useCallback(
    (input: InputOf<Op>, onConfirmed?: (answer: OutputOf<Op>) => void) => {
      const asked = { input, onConfirmed };
      if (onItsWay.current) waiting.current = asked;
      else void sendInTurn(asked);
    },
    [sendInTurn],
  );
  return { send, sending };
};

const takeWaiting = <A>(waiting: { current: A | null }): A | null => {
  const next = waiting.current;
  waiting.current = null;
  return next;
};

/**
 * A desk's draft of prices once the exchange has confirmed `sent` (the draft as it was sent): gone when it is
 * still that one, so the market shows the exchange's prices, and kept when the trader has edited it since
 * (a newer step typed while the send was on its way is not lost).
 */
export const draftAfterConfirmed =
  <D>(sent: D | null) =>
  (now: D | null): D | null =>
    now === sent ? null : now;
