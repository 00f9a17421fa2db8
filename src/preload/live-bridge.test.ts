import { describe, expect, it, vi } from 'vitest';
import type { LiveBatch } from '@shared/contract/live';
import { buildLiveBridge, type LiveTransport } from './live-bridge';
import { createPortLiveTransport, type PortLike } from './port-live-transport';

const fakeTransport = () => {
  const listeners = new Set<(batch: LiveBatch) => void>();
  const transport: LiveTransport & { emit(batch: LiveBatch): void } = {
    subscribe: vi.fn(),
    unsubscribe: vi.fn(),
    onBatch: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    emit: (batch) => listeners.forEach((l) => l(batch)),
  };
  return transport;
};

describe('window.exchange.live', () => {
  it('gives each listener its own part of a batch and returns an unsubscribe', () => {
    const transport = fakeTransport();
    const live = buildLiveBridge(transport);
    const prices = vi.fn();
    const bets = vi.fn();
    const stopPrices = live.subscribe('prices', { eventId: 'e1' }, prices);
    live.subscribe('bets', {}, bets);
    const calls = vi.mocked(transport.subscribe).mock.calls as Array<[string, string, unknown]>;
    const [pricesId, , pricesFilter] = calls[0] ?? [];
    const [betsId] = calls[1] ?? [];
    expect(pricesFilter).toEqual({ eventId: 'e1' });
    transport.emit({ n: 3, at: 10, subs: [[pricesId as string, { values: [], health: 'live' }], [betsId as string, { values: [] }]] });
    expect(prices).toHaveBeenCalledWith({ values: [], health: 'live' }, { n: 3, at: 10 });
    expect(bets).toHaveBeenCalledTimes(1);
    stopPrices();
    stopPrices();
    expect(transport.unsubscribe).toHaveBeenCalledTimes(1);
    transport.emit({ n: 4, at: 11, subs: [[pricesId as string, { values: [] }]] });
    expect(prices).toHaveBeenCalledTimes(1);
  });

  it('refuses a subscription without a listener', () => {
    const live = buildLiveBridge(fakeTransport());
    expect(() => live.subscribe('prices', {}, undefined as never)).toThrow(TypeError);
  });
});

describe("Electron's live transport", () => {
  it('asks for its port on the first subscription only and sends what waited once the port arrives', () => {
    let deliver: ((port: PortLike) => void) | undefined;
    const requestPort = vi.fn();
    const transport = createPortLiveTransport({ requestPort, onPort: (listener) => (deliver = listener) });
    expect(requestPort).not.toHaveBeenCalled();
    transport.subscribe('a', 'prices', {});
    transport.subscribe('b', 'bets', {});
    expect(requestPort).toHaveBeenCalledTimes(1);
    const port = { postMessage: vi.fn(), onmessage: null as PortLike['onmessage'] };
    deliver?.(port);
    expect(port.postMessage.mock.calls.map(([m]) => m)).toEqual([
      { t: 'subscribe', subId: 'a', topic: 'prices', filter: {} },
      { t: 'subscribe', subId: 'b', topic: 'bets', filter: {} },
    ]);
    const batches = vi.fn();
    transport.onBatch(batches);
    port.onmessage?.({ data: { n: 1, at: 1, subs: [] } });
    expect(batches).toHaveBeenCalledWith({ n: 1, at: 1, subs: [] });
  });
});
