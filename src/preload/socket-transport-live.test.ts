import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { SocketTransport } from './socket-transport';

describe('live data over the browser host socket', () => {
  let sockets: FakeSocket[];
  let transport: SocketTransport;
  const last = () => sockets.at(-1) as FakeSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    transport = new SocketTransport({ url: 'ws://x', createSocket: (url) => (sockets.push(new FakeSocket(url)), last()), baseDelayMs: 100 });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a subscription when the socket opens, and every current one again after a reconnect', () => {
    transport.live.subscribe('s1', 'prices', { eventId: 'e1' });
    transport.live.subscribe('s2', 'bets', {});
    transport.live.unsubscribe('s2');
    last().open();
    expect(last().frames).toEqual([{ t: 'subscribe', channel: 'prices', key: 's1', filter: { eventId: 'e1' } }]);
    last().close();
    vi.advanceTimersByTime(100);
    last().open();
    expect(sockets).toHaveLength(2);
    expect(last().frames).toEqual([{ t: 'subscribe', channel: 'prices', key: 's1', filter: { eventId: 'e1' } }]);
    transport.live.unsubscribe('s1');
    expect(last().frames.at(-1)).toEqual({ t: 'unsubscribe', channel: 'prices', key: 's1' });
  });

  it('hands each live batch to the listeners', () => {
    const listener = vi.fn();
    transport.live.onBatch(listener);
    last().open();
    const batch = { n: 1, at: 2, subs: [['s1', { values: [] }]] };
    last().receive({ t: 'live', batch });
    expect(listener).toHaveBeenCalledWith(batch);
  });
});
