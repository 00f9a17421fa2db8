import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { Upstream, type UpstreamSocket } from './upstream';

class FakeSocket extends EventEmitter {
  readyState = 0;
  sent: string[] = [];
  constructor(readonly headers: Record<string, string>) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.terminate();
  }
  terminate() {
    this.readyState = 3;
    this.emit('close', 1006);
  }
  open(epoch = 'e1') {
    this.readyState = 1;
    this.emit('open');
    this.emit('message', JSON.stringify({ t: 'hello', epoch, ts: 1 }), false);
  }
}

const setup = (token: string | null = 'tok') => {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const events = { connected: vi.fn(), message: vi.fn(), disconnected: vi.fn() };
  const onUnauthorized = vi.fn();
  const upstream = new Upstream({
    url: 'ws://exchange/api/live',
    getToken: () => token ?? undefined,
    onUnauthorized,
    events,
    createSocket: (_url, headers) => {
      const socket = new FakeSocket(headers);
      sockets.push(socket);
      return socket as unknown as UpstreamSocket;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    random: () => 0.5,
  });
  return { upstream, sockets, timers, events, onUnauthorized };
};

describe('the upstream live socket', () => {
  it('sends the token in the Authorization header and reports the feed’s hello', () => {
    const t = setup();
    t.upstream.start();
    expect(t.sockets[0]?.headers).toEqual({ authorization: 'Bearer tok' });
    t.sockets[0]?.open('epoch-9');
    expect(t.events.connected).toHaveBeenCalledWith('epoch-9');
  });

  it('reconnects with a doubling back-off after drops, and resets it once connected', () => {
    const t = setup();
    t.upstream.start();
    t.sockets[0]?.terminate();
    t.timers.shift()?.fn();
    t.sockets[1]?.terminate();
    t.timers.shift()?.fn();
    t.sockets[2]?.terminate();
    expect(t.events.disconnected).toHaveBeenCalledTimes(3);
    expect(t.timers.map((x) => x.ms)).toEqual([1_000]);
    t.timers.shift()?.fn();
    t.sockets[3]?.open();
    t.sockets[3]?.terminate();
    expect(t.timers.map((x) => x.ms)).toEqual([250]);
  });

  it('stops for good and reports the token when the exchange refuses it', () => {
    const t = setup();
    t.upstream.start();
    t.sockets[0]?.emit('unexpected-response', {}, { statusCode: 401 });
    expect(t.onUnauthorized).toHaveBeenCalledWith('tok');
    expect(t.timers).toEqual([]);
  });

  it('does not connect without a token, nor after stop', () => {
    const none = setup(null);
    none.upstream.start();
    expect(none.sockets).toEqual([]);
    const t = setup();
    t.upstream.start();
    t.upstream.stop();
    expect(t.timers).toEqual([]);
    expect(t.upstream.send({ op: 'unsub', topic: 'bets' })).toBe(false);
  });
});
