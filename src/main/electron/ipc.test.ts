import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CANCEL_CHANNEL } from '@shared/bridge/protocol';
import type { CallCarriageInMain, ConsoleCore } from '../core/console-core';
import { registerBridgeIpc } from './ipc';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

/** IPC cannot carry an AbortSignal: a call id beside the input, and a cancel message naming it. */
describe('bridge IPC: call ids, cancels and idempotency keys', () => {
  const setup = () => {
    const handlers = new Map<string, Handler>();
    const listeners = new Map<string, Handler>();
    const carriages: CallCarriageInMain[] = [];
    const core = {
      call: vi.fn((_channel: string, _input: unknown, _context: unknown, carriage: CallCarriageInMain = {}) => {
        carriages.push(carriage);
        return new Promise((resolve) => carriage.signal?.addEventListener('abort', () => resolve({ ok: false, error: { kind: 'cancelled', message: '' } })));
      }),
    } as unknown as ConsoleCore;
    const ipcMain = { handle: (channel: string, handler: Handler) => handlers.set(channel, handler), on: (channel: string, listener: Handler) => listeners.set(channel, listener) };
    registerBridgeIpc(ipcMain as never, core, { windowIdOf: (sender: unknown) => (sender as { id: string }).id }, () => true);
    const from = (id: string) => ({ sender: { id }, senderFrame: { url: 'app://console/', parent: null } });
    return { handlers, listeners, carriages, from };
  };

  it('passes the idempotency key on, and aborts the call when its own window cancels it', async () => {
    const { handlers, listeners, carriages, from } = setup();
    const answer = handlers.get('cronLogs.list')?.(from('w1'), {}, { callId: 7, key: 'key-12345678' });
    expect(carriages[0]?.idempotencyKey).toBe('key-12345678');
    listeners.get(BRIDGE_CANCEL_CHANNEL)?.(from('w2'), 7); // another window's call 7: not this one
    expect(carriages[0]?.signal?.aborted).toBe(false);
    listeners.get(BRIDGE_CANCEL_CHANNEL)?.(from('w1'), 7);
    expect(carriages[0]?.signal?.aborted).toBe(true);
    await expect(answer).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('still serves a call whose meta is missing or malformed, without a key', () => {
    const { handlers, carriages, from } = setup();
    void handlers.get('cronLogs.list')?.(from('w1'), {}, { callId: -1, key: 5 });
    expect(carriages[0]?.idempotencyKey).toBeUndefined();
    expect(carriages[0]?.signal).toBeInstanceOf(AbortSignal);
  });
});
