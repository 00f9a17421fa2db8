import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { BridgedOperation, InputOf, OutputOf } from '@renderer/app/data/operations';
import { changedTags, invalidateTags } from '@renderer/app/data/tags';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { isUncertainFailure } from '@renderer/components/form-kit/idempotency-key';
import { sameValues } from '@renderer/components/form-kit/use-form-draft';

/** What a desk's market shows while its prices are on their way to the exchange. */
export const SENDING_WORDS = 'Sending…';

/** One send asked of a market: what to send, how (the asking card's call), and what to do once the exchange has confirmed it. */
interface Asked<I, O> {
  readonly input: I;
  readonly call: (input: I) => Promise<{ readonly data: O }>;
  readonly onConfirmed: ((answer: O) => void) | undefined;
}

/**
 * One market's sends in one window, whichever card asks them (a card unmounted and drawn again asks on the
 * same line): never two on their way at once, the latest asked meanwhile going once the one on its way is
 * answered. `reread` reads the market again from the exchange.
 */
class SendLine<I, O> {
  private onItsWay: Asked<I, O> | null = null;
  private waiting: Asked<I, O> | null = null;
  private readonly watchers = new Set<() => void>();

  constructor(private readonly reread: (input: I) => Promise<void>) {}

  readonly sending = (): boolean => this.onItsWay !== null;

  readonly watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  ask(asked: Asked<I, O>): void {
    if (this.onItsWay === null) void this.sendInTurn(asked);
    // The same prices as the ones on their way (Enter pressed twice): not sent again, and what waited is
    // older than them. The latest ask's confirmation is the one that runs.
    else if (sameValues(asked.input, this.onItsWay.input)) {
      this.onItsWay = asked;
      this.waiting = null;
    } else this.waiting = asked;
  }

  private async sendInTurn(first: Asked<I, O>): Promise<void> {
    for (let next: Asked<I, O> | null = first; next !== null; next = this.takeWaiting()) {
      this.setOnItsWay(next);
      try {
        const answer = await next.call(next.input);
        this.onItsWay?.onConfirmed?.(answer.data);
      } catch (error) {
        // A refusal has been told by the console's error toast; the next asked goes all the same. A send
        // timed out or lost may still reach the exchange: nothing goes after it, the market is read again and
        // the trader, the draft kept, sends again.
        if (isUncertainFailure(bridgeErrorOf(error))) this.dropWaitingAndReread(next.input);
      }
    }
    this.setOnItsWay(null);
  }

  private dropWaitingAndReread(input: I): void {
    this.waiting = null;
    void this.reread(input);
  }

  private takeWaiting(): Asked<I, O> | null {
    const next = this.waiting;
    this.waiting = null;
    return next;
  }

  private setOnItsWay(asked: Asked<I, O> | null): void {
    const was = this.sending();
    this.onItsWay = asked;
    if (was !== this.sending()) for (const watcher of this.watchers) watcher();
  }
}

/** The lines of sends of a window (its query client), by operation and market. */
const linesByWindow = new WeakMap<QueryClient, Map<string, SendLine<unknown, unknown>>>();

const lineOf = <Op extends BridgedOperation>(client: QueryClient, op: Op, marketId: string): SendLine<InputOf<Op>, OutputOf<Op>> => {
  let lines = linesByWindow.get(client);
  if (lines === undefined) linesByWindow.set(client, (lines = new Map()));
  const key = `${op.id} ${marketId}`;
  let line = lines.get(key);
  if (line === undefined) lines.set(key, (line = new SendLine((input) => invalidateTags(client, changedTags(op, input)))));
  return line as SendLine<InputOf<Op>, OutputOf<Op>>;
};

/**
 * A desk market's sender of prices (`op`: the desk's save of one market's prices), which never has two sends
 * of the market on their way at once, in this window, whichever card asks them: calls can overtake each other
 * on their way to the exchange, which applies them as they arrive, so an older price could end up live. A
 * send asked while one is on its way waits for that one's answer; then only the latest asked goes (those
 * asked in between are skipped: the trader's last price is what counts), and none when it is the one that
 * was on its way. `sending` holds from the first send until the last is answered. `onConfirmed` runs once the
 * exchange has confirmed that send, after the screen has read back what it changed; a refusal is told by the
 * console's error toast, as for any call, and runs nothing. A send that timed out or was lost sends nothing
 * after it (it may still arrive): the market is read again, and the trader sends the draft again.
 */
export const useDeskSend = <Op extends BridgedOperation>(op: Op, marketId: string) => {
  const { mutateAsync } = useOperationMutation(op);
  const line = lineOf(useQueryClient(), op, marketId);
  const sending = useSyncExternalStore(line.watch, line.sending);
  const send = useCallback(
    (input: InputOf<Op>, onConfirmed?: (answer: OutputOf<Op>) => void) => line.ask({ input, call: mutateAsync, onConfirmed }),
    [line, mutateAsync],
  );
  return { send, sending };
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
