import { describe, expect, it, vi } from 'vitest';
import { listBridgedOperations, listEventStreams, listOperations } from '@shared/contract';
import { CANCELLED_MESSAGE, portableSignal } from '@shared/bridge/call-carriage';
import { buildBridge, LOST_CONNECTION_MESSAGE, type BridgeTransport } from './build-bridge';

function fakeTransport() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const transport: BridgeTransport & { emit(channel: string, payload: unknown): void } = {
    invoke: vi.fn(async (channel: string, input: unknown) => ({ ok: true, data: { channel, input } })),
    on: vi.fn((channel: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    }),
    emit: (channel, payload) => listeners.get(channel)?.forEach((l) => l(payload)),
  };
  return transport;
}

const asRecord = (value: unknown) => value as Record<string, Record<string, (...args: unknown[]) => unknown>>;

describe('buildBridge', () => {
  it('exposes one named method per bridged operation that calls its channel', async () => {
    const transport = fakeTransport();
    const bridge = asRecord(buildBridge(transport));
    for (const { area, name, channel } of listBridgedOperations()) {
      await expect(bridge[area]?.[name]?.({ some: 'input' })).resolves.toEqual({ ok: true, data: { channel, input: { some: 'input' } } });
    }
    expect(transport.invoke).toHaveBeenCalledTimes(listBridgedOperations().length);
  });

  it('does not expose operations the contract keeps inside the main process', () => {
    const bridge = asRecord(buildBridge(fakeTransport()));
    const hidden = listOperations().filter(({ op }) => op.kind === 'http' && !op.bridged);
    expect(hidden.length).toBeGreaterThan(0);
    for (const { area, name } of hidden) expect(bridge[area]?.[name]).toBeUndefined();
  });

  it('offers no generic invoke or send method', () => {
    const bridge = asRecord(buildBridge(fakeTransport()));
    expect(Object.keys(bridge)).not.toContain('invoke');
    for (const area of Object.values(bridge)) {
      expect(Object.keys(area)).not.toContain('invoke');
      expect(Object.keys(area)).not.toContain('send');
    }
  });

  it('resolves a network error instead of throwing when the transport fails', async () => {
    const transport = fakeTransport();
    transport.invoke = vi.fn(async () => Promise.reject(new Error('socket closed')));
    const bridge = buildBridge(transport);
    await expect(bridge.session.getState()).resolves.toEqual({ ok: false, error: { kind: 'network', message: LOST_CONNECTION_MESSAGE } });
  });

  it('gives each event stream an on<Name> method that delivers only the payload and returns its unsubscribe', () => {
    const transport = fakeTransport();
    const bridge = buildBridge(transport);
    const listener = vi.fn();
    const unsubscribe = bridge.session.onChanged(listener);
    const channel = listEventStreams().find((s) => s.area === 'session' && s.name === 'changed')?.channel ?? '';
    expect(channel).not.toBe('');

    transport.emit(channel, { status: 'loggedOut' });
    expect(listener).toHaveBeenCalledWith({ status: 'loggedOut' });
    expect(listener.mock.calls[0]).toHaveLength(1);

    unsubscribe();
    transport.emit(channel, { status: 'loggedOut' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('carries entity changes to an event-only area (data.onChanged), as the renderer subscribes once per window', () => {
    const transport = fakeTransport();
    const listener = vi.fn();
    buildBridge(transport).data.onChanged(listener);
    transport.emit('data.changed', { tags: ['markets:m-1'] });
    expect(listener).toHaveBeenCalledWith({ tags: ['markets:m-1'] });
  });

  it('is frozen so page code cannot swap a method', () => {
    const bridge = asRecord(buildBridge(fakeTransport()));
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.isFrozen(bridge.session)).toBe(true);
  });

  describe('call options', () => {
    it('resolves cancelled without calling main when the signal is already aborted', async () => {
      const transport = fakeTransport();
      const bridge = buildBridge(transport);
      await expect(bridge.cronLogs.list({}, { signal: AbortSignal.abort() })).resolves.toEqual({
        ok: false,
        error: { kind: 'cancelled', message: CANCELLED_MESSAGE },
      });
      expect(transport.invoke).not.toHaveBeenCalled();
    });

    it('resolves cancelled at once when aborted in flight, and tells the transport so that main aborts too', async () => {
      const transport = fakeTransport();
      transport.invoke = vi.fn(() => new Promise<never>(() => {}));
      const bridge = buildBridge(transport);
      const controller = new AbortController();
      const call = bridge.cronLogs.list({}, { signal: portableSignal(controller.signal), idempotencyKey: 'abc-12345' });
      controller.abort();
      await expect(call).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      const carriage = vi.mocked(transport.invoke).mock.calls[0]?.[2];
      expect(carriage?.idempotencyKey).toBe('abc-12345');
      await expect(carriage?.cancelled).resolves.toBeUndefined();
    });

    it('ignores options that are not what it expects rather than failing the call', async () => {
      const transport = fakeTransport();
      const bridge = asRecord(buildBridge(transport));
      await expect(bridge.cronLogs?.list?.({}, { signal: 'nope', idempotencyKey: 12 })).resolves.toMatchObject({ ok: true });
      expect(vi.mocked(transport.invoke).mock.calls[0]?.[2]).toEqual({});
    });
  });
});
