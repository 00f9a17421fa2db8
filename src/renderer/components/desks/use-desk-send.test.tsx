// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http } from '@shared/contract';
import { createQueryClient } from '@renderer/app/query-client';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { heldSends } from './held-sends.testing';
import { draftAfterConfirmed, useDeskSend } from './use-desk-send';

const price = z.object({ marketId: z.string(), odds: z.number() });
const desk = area('desk', {
  savePrice: http({ http: { method: 'POST', path: '/price' }, access: 'session', input: price, output: price }),
});

let exchange: ReturnType<typeof heldSends<z.infer<typeof price>, z.infer<typeof price>>>;
const reportError = vi.fn();
beforeEach(() => {
  exchange = heldSends({ marketId: 'm1', odds: 9.2 }, (_market, input) => input);
  reportError.mockReset();
});
stubBridgeForEachTest(() => ({ desk: { savePrice: (input: z.infer<typeof price>) => exchange.savePrice(input) } }));

/** The sender of one market, and what it confirmed, in the order it confirmed it. */
const renderSender = () => {
  const client = createQueryClient(reportError);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const confirmed: number[] = [];
  const { result } = renderHook(() => useDeskSend(desk.savePrice), { wrapper });
  const send = (odds: number) => act(() => result.current.send({ marketId: 'm1', odds }, (answer) => confirmed.push(answer.odds)));
  return { send, confirmed, sending: () => result.current.sending };
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

describe('a desk’s draft once a send is confirmed', () => {
  it('goes when it is still the one sent, and is kept when the trader edited it since', () => {
    const sent = { odds: 8.6 };
    expect(draftAfterConfirmed(sent)(sent)).toBeNull();
    const newer = { odds: 8.4 };
    expect(draftAfterConfirmed(sent)(newer)).toBe(newer);
    expect(draftAfterConfirmed<{ odds: number }>(sent)(null)).toBeNull();
  });
});
