import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import type { LiveBatch } from '@shared/contract/live';
import { ConnectionLostError, LOST_CONNECTION_MESSAGE, SocketTransport, type SocketTransportOptions } from './socket-transport';

describe('SocketTransport', () => {
  let sockets: FakeSocket[];
  let transport: SocketTransport;
  const last = () => sockets.at(-1) as FakeSocket;
  /** A transport whose sockets are fakes, collected in `sockets`. */
  const transportWith = (options: Partial<SocketTransportOptions>) =>
    new SocketTransport({
      url: 'ws://127.0.0.1:1/__bridge',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      ...options,
    });

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    transport = transportWith({ baseDelayMs: 100, maxDelayMs: 400 });
  });

  it('queues calls made before the socket opens and sends them once it does', async () => {
    const result = transport.invoke('session.getState', undefined);
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().calls).toEqual([{ t: 'call', id: 0, channel: 'session.getState' }]);
    last().receive({ t: 'result', id: 0, result: { ok: true, data: 1 } });
    await expect(result).resolves.toEqual({ ok: true, data: 1 });
  });

  it('matches results to calls by id, whatever order they come back in', async () => {
    last().open();
    const first = transport.invoke('a.one', 1);
    const second = transport.invoke('a.two', 2);
    last().receive({ t: 'result', id: 1, result: 'two' });
    last().receive({ t: 'result', id: 0, result: 'one' });
    await expect(first).resolves.toBe('one');
    await expect(second).resolves.toBe('two');
  });

  it('dispatches events by channel to their listeners until they unsubscribe', () => {
    last().open();
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = transport.on('session.changed', listener);
    transport.on('other.channel', other);
    last().receive({ t: 'event', channel: 'session.changed', payload: { status: 'loggedOut' } });
    expect(listener).toHaveBeenCalledWith({ status: 'loggedOut' });
    expect(other).not.toHaveBeenCalled();
    unsubscribe();
    last().receive({ t: 'event', channel: 'session.changed', payload: {} });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed frames', () => {
    last().open();
    expect(() => last().receive('not json')).not.toThrow();
    expect(() => last().receive('null')).not.toThrow();
    expect(() => last().onmessage?.({ data: new ArrayBuffer(2) })).not.toThrow();
  });

  it('rejects calls in flight when the socket drops, then reconnects with a capped back-off', async () => {
    last().open();
    const inFlight = transport.invoke('session.getState', undefined);
    last().close();
    await expect(inFlight).rejects.toBeInstanceOf(ConnectionLostError);
    expect(sockets).toHaveLength(1);

    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    last().close(); // failed attempt: 200 ms next
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().close(); // 400 ms (cap)
    vi.advanceTimersByTime(400);
    last().close(); // still 400 ms: capped
    vi.advanceTimersByTime(400);
    expect(sockets).toHaveLength(5);

    last().open();
    const after = transport.invoke('session.getState', undefined);
    last().receive({ t: 'result', id: 1, result: 'back' });
    await expect(after).resolves.toBe('back');
  });

  it('tells every live subscription the feed is reconnecting when the socket drops, once a drop', () => {
    const batches: LiveBatch[] = [];
    transport.live.onBatch((batch) => batches.push(batch));
    transport.live.subscribe('s1', 'markets', {});
    transport.live.subscribe('s2', 'bets', {});
    last().open();
    last().close();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.subs).toEqual([
      ['s1', { values: [], health: 'reconnecting', message: LOST_CONNECTION_MESSAGE }],
      ['s2', { values: [], health: 'reconnecting', message: LOST_CONNECTION_MESSAGE }],
    ]);
    // A reconnect that fails is not news: the subscriptions already know.
    vi.advanceTimersByTime(100);
    last().close();
    expect(batches).toHaveLength(1);
    // Once open again, each subscription is sent anew (the host then answers its picture).
    vi.advanceTimersByTime(200);
    last().open();
    expect(last().sent.map((frame) => JSON.parse(frame) as { t: string; key?: string }).filter((m) => m.t === 'subscribe').map((m) => m.key)).toEqual(['s1', 's2']);
  });

  it('asks the resync calls again after a reconnect and hands their answers to the event listeners', async () => {
    const resyncing = transportWith({ baseDelayMs: 100, resyncOnReconnect: [{ call: 'session.getState', event: 'session.changed' }] });
    const states: unknown[] = [];
    resyncing.on('session.changed', (state) => states.push(state));
    last().open();
    // The first open is no reconnect: the page asks for itself.
    expect(last().calls).toEqual([]);
    last().close();
    vi.advanceTimersByTime(100);
    last().open();
    expect(last().calls.map((c) => c.channel)).toEqual(['session.getState']);
    last().receive({ t: 'result', id: last().calls[0]?.id, result: { ok: true, data: { status: 'loggedOut' } } });
    await vi.waitFor(() => expect(states).toEqual([{ status: 'loggedOut' }]));
    // A failed answer is not a state.
    last().close();
    vi.advanceTimersByTime(200);
    last().open();
    last().receive({ t: 'result', id: last().calls[0]?.id, result: { ok: false, error: { kind: 'internal', message: 'x' } } });
    await Promise.resolve();
    expect(states).toHaveLength(1);
  });

  it('reconnects at once when the page calls while waiting for the back-off', async () => {
    last().open();
    last().close();
    const call = transport.invoke('session.getState', undefined);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().calls[0]?.channel).toBe('session.getState');
    last().receive({ t: 'result', id: 0, result: 'ok' });
    await expect(call).resolves.toBe('ok');
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('makes the latest window-binding calls again, first, when a socket opens after a drop', async () => {
    const restoring = transportWith({ restoreOnReconnect: ['windows.attachMonitor', 'windows.joinChannel'] });
    last().open();
    const inFlight = [
      restoring.invoke('windows.attachMonitor', { kind: 'market', slot: 1 }),
      restoring.invoke('windows.joinChannel', { channel: 'Red' }),
      restoring.invoke('windows.joinChannel', { channel: 'Blue' }),
      restoring.invoke('session.getState', undefined),
    ];
    expect(last().calls.map((c) => c.channel)).toEqual(['windows.attachMonitor', 'windows.joinChannel', 'windows.joinChannel', 'session.getState']);

    last().close();
    for (const call of inFlight) await expect(call).rejects.toBeInstanceOf(ConnectionLostError);
    const queued = restoring.invoke('cronLogs.list', {});
    last().open();
    expect(last().calls.map(({ channel, input }) => ({ channel, input }))).toEqual([
      { channel: 'windows.attachMonitor', input: { kind: 'market', slot: 1 } },
      { channel: 'windows.joinChannel', input: { channel: 'Blue' } },
      { channel: 'cronLogs.list', input: {} },
    ]);
    const [attach, , list] = last().calls;
    last().receive({ t: 'result', id: attach?.id, result: 'ignored' });
    last().receive({ t: 'result', id: list?.id, result: 'rows' });
    await expect(queued).resolves.toBe('rows');
  });

  describe('carrying call options', () => {
    it('sends the idempotency key with the call', () => {
      last().open();
      void transport.invoke('traders.add', { name: 'Ann' }, { idempotencyKey: 'key-12345678' });
      expect(JSON.parse(last().sent[0] ?? '')).toMatchObject({ t: 'call', channel: 'traders.add', key: 'key-12345678' });
    });

    /** Makes a call, then aborts it the way build-bridge does (its `cancelled` settles), and lets that land. */
    const callThenAbort = async () => {
      let abort = () => {};
      const cancelled = new Promise<void>((resolve) => (abort = resolve));
      void transport.invoke('traders.list', {}, { cancelled });
      abort();
      await cancelled;
      await Promise.resolve();
    };

    it('tells the host to cancel a call in flight when its caller aborts, by its id', async () => {
      last().open();
      await callThenAbort();
      expect(last().sent.slice(1).map((s) => JSON.parse(s))).toEqual([{ t: 'cancel', id: 0 }]);
    });

    it('drops a queued call its caller aborted instead of sending it when the socket opens', async () => {
      await callThenAbort();
      last().open();
      expect(last().sent).toEqual([]);
    });

    it('carries bytes binary-safe, as base64 the host turns back into bytes', () => {
      last().open();
      void transport.invoke('limits.importPreview', { file: { name: 'a.csv', type: 'text/csv', bytes: new Uint8Array([0, 255, 10]) } });
      expect(JSON.parse(last().sent[0] ?? '')).toMatchObject({ input: { file: { bytes: { $bytes: 'AP8K' } } } });
    });
  });

  describe('a call that cannot travel', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;

    it.each([
      ['a BigInt', { amount: 10n }],
      ['a circular reference', cyclic],
    ])('answers invalid-input for an input holding %s, and sends nothing', async (_what, input) => {
      last().open();
      await expect(transport.invoke('traders.add', input)).resolves.toMatchObject({
        ok: false,
        error: { kind: 'invalid-input', message: expect.stringMatching(/cannot send/) },
      });
      expect(last().sent).toEqual([]);
    });

    it("answers invalid-input for an input over the host's frame limit, and never sends it, then or on reconnect", async () => {
      const small = transportWith({ restoreOnReconnect: ['windows.attachMonitor'], maxFrameBytes: 1000 });
      last().open();
      await expect(small.invoke('windows.attachMonitor', { note: 'é'.repeat(600) })).resolves.toMatchObject({
        ok: false,
        error: { kind: 'invalid-input', message: 'This request is too large to send to the console.' },
      });
      expect(last().sent).toEqual([]);
      last().close();
      vi.runOnlyPendingTimers();
      last().open();
      expect(last().sent).toEqual([]);
    });
  });
});
