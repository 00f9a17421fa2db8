// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { createQueryClient } from '@renderer/app/query-client';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { heldSends } from './held-sends.testing';
import { draftAfterConfirmed, useDeskSend } from './use-desk-send';

const price = z.object({ marketId: z.string(), odds: z.number() });
const desk = area('desk', {
  savePrice: http({ http: { method: 'POST', path: '/price' }, access: 'session', input: price, output: price }),
  markets: http({ http: { method: 'GET', path: '/markets' }, access: 'session', input: z.object({}), output: z.array(price) }),
});

let exchange: ReturnType<typeof heldSends<z.infer<typeof price>, z.infer<typeof price>>>;
const reportError = vi.fn();
/** The exchange's list of markets, as the desk reads it (each read recorded). */
const markets = vi.fn();
beforeEach(() => {
  exchange = heldSends({ marketId: 'm1', odds: 9.2 }, (_market, input) => input);
  reportError.mockReset();
  markets.mockReset().mockImplementation(exchange.markets);
});
stubBridgeForEachTest(() => ({ desk: { savePrice: (input: z.infer<typeof price>) => exchange.savePrice(input), markets } }));

/**
 * The sender of `marketId` in a card showing the market list (in the window of `client`, a new one unless
 * given), and what it confirmed, in the order it confirmed it.
 */
const renderSender = (client: QueryClient = createQueryClient(reportError), marketId = 'm1') => {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const confirmed: number[] = [];
  const { result, unmount } = renderHook(
    () => {
      useOperation(desk.markets, {});
      return useDeskSend(desk.savePrice, marketId);
    },
    { wrapper },
  );
  const send = (odds: number) => act(() => result.current.send({ marketId, odds }, (answer) => confirmed.push(answer.odds)));
  return { client, send, unmount, confirmed, sending: () => result.current.sending };
};
const sentOdds = () => exchange.calls.map((call) => (call.input as { odds: number }).odds);

describe('a desk market’s sender', () => {
  it('never has two sends on their way: one asked meanwhile waits for the answer of the one on its way', async () => {
    const sender = renderSender();
    sender.send(8.6);
    sender.send(8.4);
    await exchange.arrived(0);
    expect(sentOdds()).toEqual([8.6]);
    expect(sender.sending()).toBe(true);
    await (await exchange.arrived(0)).confirm();
    await waitFor(() => expect(sentOdds()).toEqual([8.6, 8.4]));
    expect(sender.sending()).toBe(true);
    await (await exchange.arrived(1)).confirm();
    await waitFor(() => expect(sender.sending()).toBe(false));
  });

  it('sends only the latest asked after the answer: the prices asked in between are skipped, the last typed ends up live', async () => {
    const sender = renderSender();
    for (const odds of [8.6, 8.4, 8.8, 8.2, 8.4]) sender.send(odds);
    await (await exchange.arrived(0)).confirm();
    await waitFor(() => expect(sentOdds()).toEqual([8.6, 8.4]));
    await (await exchange.arrived(1)).confirm();
    await waitFor(() => expect(sender.sending()).toBe(false));
    expect(sentOdds()).toEqual([8.6, 8.4]);
    expect(sender.confirmed).toEqual([8.6, 8.4]);
  });

  it('shows the last asked as confirmed only once the exchange has confirmed it, whatever became of the ones before', async () => {
    const sender = renderSender();
    sender.send(8.6);
    sender.send(8.4);
    await (await exchange.arrived(0)).refuse('Odds: 1.01 to 1000.');
    await waitFor(() => expect(sentOdds()).toEqual([8.6, 8.4]));
    expect(sender.confirmed).toEqual([]);
    expect(sender.sending()).toBe(true);
    await (await exchange.arrived(1)).confirm();
    await waitFor(() => expect(sender.confirmed).toEqual([8.4]));
    expect(sender.sending()).toBe(false);
  });

  it('tells the refusal of the send that waited, as any refused call, confirms nothing of it, and sends again when asked', async () => {
    const sender = renderSender();
    sender.send(8.6);
    sender.send(8.4);
    await (await exchange.arrived(0)).confirm();
    await waitFor(() => expect(sentOdds()).toEqual([8.6, 8.4]));
    await (await exchange.arrived(1)).refuse('This market is closed: it takes no price.');
    await waitFor(() => expect(sender.sending()).toBe(false));
    expect(reportError).toHaveBeenCalledOnce();
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ message: 'This market is closed: it takes no price.' });
    expect(sender.confirmed).toEqual([8.6]);
    sender.send(8.4);
    await exchange.arrived(2);
    expect(sentOdds()).toEqual([8.6, 8.4, 8.4]);
  });
});

describe('a desk market’s sender asked the same prices again (Enter pressed twice)', () => {
  it('does not send again the prices on their way, and confirms them once answered', async () => {
    const sender = renderSender();
    sender.send(8.6);
    sender.send(8.6);
    await (await exchange.arrived(0)).confirm();
    await waitFor(() => expect(sender.sending()).toBe(false));
    expect(sentOdds()).toEqual([8.6]);
    expect(sender.confirmed).toEqual([8.6]);
  });

  it('sends nothing more when they are the ones on their way again: what waited is older, the last asked ends up live', async () => {
    const sender = renderSender();
    for (const odds of [8.6, 8.4, 8.6]) sender.send(odds);
    await (await exchange.arrived(0)).confirm();
    await waitFor(() => expect(sender.sending()).toBe(false));
    expect(sentOdds()).toEqual([8.6]);
  });

  it('sends once the prices asked twice while they waited', async () => {
    const sender = renderSender();
    for (const odds of [8.6, 8.4, 8.4]) sender.send(odds);
    await (await exchange.arrived(0)).confirm();
    await (await exchange.arrived(1)).confirm();
    await waitFor(() => expect(sender.sending()).toBe(false));
    expect(sentOdds()).toEqual([8.6, 8.4]);
  });
});

describe('a desk market’s sender whose send timed out', () => {
  it('sends nothing after it (it may still arrive), tells it, reads the market again, and sends when asked again', async () => {
    const sender = renderSender();
    await waitFor(() => expect(markets).toHaveBeenCalledOnce());
    sender.send(8.6);
    sender.send(8.4);
    await (await exchange.arrived(0)).timeOut();
    await waitFor(() => expect(sender.sending()).toBe(false));
    await waitFor(() => expect(markets).toHaveBeenCalledTimes(2));
    expect(sentOdds()).toEqual([8.6]);
    expect(sender.confirmed).toEqual([]);
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ message: 'The exchange did not answer in time.' });
    sender.send(8.4);
    await (await exchange.arrived(1)).confirm();
    await waitFor(() => expect(sender.confirmed).toEqual([8.4]));
    expect(sentOdds()).toEqual([8.6, 8.4]);
  });
});

describe('a desk market’s card unmounted while its send is on its way, and drawn again', () => {
  it('keeps one line of sends for the market in the window: the new card shows the send on its way, and its own waits for its answer', async () => {
    const first = renderSender();
    first.send(8.6);
    await exchange.arrived(0);
    first.unmount();
    const again = renderSender(first.client);
    expect(again.sending()).toBe(true);
    again.send(8.4);
    expect(sentOdds()).toEqual([8.6]);
    await exchange.calls[0]?.confirm();
    await (await exchange.arrived(1)).confirm();
    await waitFor(() => expect(again.sending()).toBe(false));
    expect(sentOdds()).toEqual([8.6, 8.4]);
    expect(again.confirmed).toEqual([8.4]);
  });

  it('keeps the lines of other markets and other windows apart', async () => {
    const one = renderSender();
    one.send(8.6);
    renderSender(one.client, 'm2').send(8.4);
    renderSender().send(8.2);
    await exchange.arrived(2);
    expect(sentOdds()).toEqual([8.6, 8.4, 8.2]);
  });
});

describe('a desk’s draft once a send is confirmed', () => {
  it('goes when it is still the one sent, and is kept when the trader edited it since', () => {
    const sent = { odds: 8.6 };
    expect(draftAfterConfirmed(sent)(sent)).toBeNull();
    const newer = { odds: 8.4 };
    expect(draftAfterConfirmed(sent)(newer)).toBe(newer);
    expect(draftAfterConfirmed<{ odds: number }>(sent)(null)).toBeNull();
  });
});
