import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { useOperation } from '@renderer/app/data/use-operation';

/** A send that reached the fake exchange, held until the test answers it. */
export interface HeldCall {
  readonly input: unknown;
  /** The exchange applies the send to its market and answers it. */
  confirm(): Promise<void>;
  /** The exchange refuses the send with `message`, and keeps its market as it was. */
  refuse(message: string): Promise<void>;
  /** The exchange does not answer in time: the send may or may not have been applied. */
  timeOut(): Promise<void>;
}

/**
 * For a desk's tests: one market on a fake exchange whose price sends wait for the test's answer. `markets`
 * lists the market as the exchange has it; `savePrice` is the desk's send (`apply`: a confirmed send applied
 * to the market), each recorded in `calls` in the order it reached the exchange; `arrived(n)` waits for the
 * n-th (from 0) to reach it; `change` changes the market on the exchange as another window would.
 */
export const heldSends = <M, I>(first: M, apply: (market: M, input: I) => M) => {
  let live = first;
  const calls: HeldCall[] = [];
  const savePrice = (input: I) =>
    new Promise<Result<M>>((resolve) => {
      const answer = (result: () => Result<M>) => act(async () => resolve(result()));
      calls.push({
        input,
        confirm: () => answer(() => ok((live = apply(live, input)))),
        refuse: (message) => answer(() => fail({ kind: 'exchange', status: 400, message })),
        timeOut: () => answer(() => fail({ kind: 'timeout', message: 'The exchange did not answer in time.' })),
      });
    });
  const arrived = async (index: number): Promise<HeldCall> => {
    await waitFor(() => {
      if (calls[index] === undefined) throw new Error(`Send ${index} has not reached the exchange; ${calls.length} did.`);
    });
    return calls[index] as HeldCall;
  };
  const change = (next: (market: M) => M): void => {
    live = next(live);
  };
  return { calls, arrived, change, savePrice, markets: async () => ok([live]) };
};

/** Presses `step` then Enter in `field` `times` times, as fast as keys come: no answer of the exchange in between. */
const stepAndSendFast = (field: HTMLElement, step: { key: string; altKey: true }, times: number): void => {
  for (let i = 0; i < times; i++) {
    fireEvent.keyDown(field, step);
    fireEvent.keyDown(field, { key: 'Enter' });
  }
};

/**
 * What every desk does with ten fast steps each sent at once (`step` then Enter in `field`), the exchange
 * answering the first send after the fifth step: the sends reach it in turn, the fifth once the first is
 * answered, the tenth once the fifth is (those in between skipped), and the steps typed while one is on its
 * way are kept, not wiped by its answer; the desk says "Sending…" until the last is answered, then
 * `confirmed`. `sent(n)`: the market's prices `n` steps on, as sent; `shows`: what `field` shows after five
 * steps and after ten (the tenth also once confirmed: the exchange's answer).
 */
export async function tenStepsSentFast({ held, field, step, sent, shows, confirmed }: {
  held: Pick<ReturnType<typeof heldSends>, 'calls' | 'arrived'>;
  field: HTMLInputElement;
  step: { key: string; altKey: true };
  sent(steps: number): unknown;
  shows: readonly [afterFive: string, afterTen: string];
  confirmed: string | RegExp;
}): Promise<void> {
  stepAndSendFast(field, step, 5);
  await (await held.arrived(0)).confirm();
  expect((await held.arrived(1)).input).toEqual(sent(5));
  expect(field.value).toBe(shows[0]);
  stepAndSendFast(field, step, 5);
  expect(field.value).toBe(shows[1]);
  expect(screen.getByText('Sending…')).toBeTruthy();
  await held.calls[1]?.confirm();
  const last = await held.arrived(2);
  expect(last.input).toEqual(sent(10));
  await last.confirm();
  await screen.findByText(confirmed);
  expect(field.value).toBe(shows[1]);
  expect(held.calls.map((call) => call.input)).toEqual([sent(1), sent(5), sent(10)]);
}

/**
 * The first market a desk's list (`markets`) holds, drawn by `draw` as the desk draws it: read from the exchange,
 * and read again once a send is confirmed, so what it shows as confirmed is the exchange's.
 */
export function FirstListed<M>({ markets, draw }: { markets: BridgedOperation; draw(market: M): ReactNode }) {
  const listed = useOperation(markets, {});
  const market = (listed.data as readonly M[] | undefined)?.[0];
  return market === undefined ? null : draw(market);
}

/** What the exchange says when a price reaches a market whose result another window has entered. */
const RESULT_ENTERED_REFUSAL = 'The market has a result entered: it takes no price. Settle or void the result on Results.';

/**
 * What every desk does with a send the exchange refuses (`step` then Enter in `field`): the draft stays,
 * highlighted as `notSent`, never shown as live; and once the market is read again with a result entered
 * meanwhile in another window (the desk's change notice), the card is read-only and shows the exchange's
 * prices (`field`: `confirmed`), the refused draft gone. The market must have no result entered at first.
 */
export async function refusedThenResultEntered<M extends { resultEntered?: boolean | undefined }>({ held, client, field, step, typed, confirmed, notSent }: {
  held: { arrived(index: number): Promise<HeldCall>; change(next: (market: M) => M): void };
  client: QueryClient;
  field: HTMLInputElement;
  step: { key: string; altKey?: boolean };
  typed: string;
  confirmed: string;
  notSent: string | RegExp;
}): Promise<void> {
  fireEvent.keyDown(field, step);
  fireEvent.keyDown(field, { key: 'Enter' });
  await (await held.arrived(0)).refuse(RESULT_ENTERED_REFUSAL);
  expect(field.value).toBe(typed);
  expect(screen.getByText(notSent)).toBeTruthy();
  held.change((market) => ({ ...market, resultEntered: true }));
  await act(() => client.invalidateQueries());
  await screen.findByText('Result entered: settle or void it on Results.');
  expect(field.value).toBe(confirmed);
  expect(screen.queryByText(notSent)).toBeNull();
}
