import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  return {
    exposed,
    ipcRenderer: null as unknown as EventEmitter & { invoke: (channel: string, input: unknown, meta: unknown) => Promise<unknown>; send: (channel: string, ...args: unknown[]) => void },
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  };
});
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  electron.ipcRenderer = Object.assign(new Emitter(), { invoke: vi.fn(async (channel: string) => ({ ok: true, data: channel })), send: vi.fn() });
  return electron;
});

type Bridge = { session: { getState(): Promise<unknown>; onChanged(listener: (payload: unknown) => void): () => void } };

describe('the Electron preload', () => {
  it('exposes the contract bridge as window.exchange and nothing else', async () => {
    await import('./electron-preload');
    expect([...electron.exposed.keys()]).toEqual(['exchange']);
    const bridge = electron.exposed.get('exchange') as Bridge;
    await expect(bridge.session.getState()).resolves.toEqual({ ok: true, data: 'session.getState' });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('session.getState', undefined, { callId: expect.any(Number) });
  });

  it('hands listeners the payload without the IPC event, and unsubscribes them', async () => {
    await import('./electron-preload');
    const bridge = electron.exposed.get('exchange') as Bridge;
    const listener = vi.fn();
    const unsubscribe = bridge.session.onChanged(listener);
    const ipcEvent = { sender: electron.ipcRenderer };
    electron.ipcRenderer.emit('session.changed', ipcEvent, { status: 'loggedOut' });
    expect(listener.mock.calls).toEqual([[{ status: 'loggedOut' }]]);
    unsubscribe();
    expect(electron.ipcRenderer.listenerCount('session.changed')).toBe(0);
  });

  it('resolves a network error when the main process does not answer', async () => {
    await import('./electron-preload');
    vi.mocked(electron.ipcRenderer.invoke).mockRejectedValueOnce(new Error('No handler registered'));
    const bridge = electron.exposed.get('exchange') as Bridge;
    await expect(bridge.session.getState()).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('sends the call id and idempotency key beside the input, and a cancel naming that id when the caller aborts', async () => {
    await import('./electron-preload');
    vi.mocked(electron.ipcRenderer.invoke).mockImplementationOnce(() => new Promise(() => {}));
    const bridge = electron.exposed.get('exchange') as { cronLogs: { list(input: unknown, options: unknown): Promise<unknown> } };
    const controller = new AbortController();
    const call = bridge.cronLogs.list({}, { signal: controller.signal, idempotencyKey: 'key-12345678' });
    const meta = vi.mocked(electron.ipcRenderer.invoke).mock.calls.at(-1)?.[2] as { callId: number; key: string };
    expect(meta).toEqual({ callId: expect.any(Number), key: 'key-12345678' });
    controller.abort();
    await expect(call).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(electron.ipcRenderer.send).toHaveBeenCalledWith('bridge.cancel', meta.callId);
  });

  it('answers invalid-input, not a lost connection, for an input IPC cannot clone', async () => {
    await import('./electron-preload');
    vi.mocked(electron.ipcRenderer.invoke).mockRejectedValueOnce(new Error("Error invoking remote method 'cronLogs.list': Error: An object could not be cloned."));
    const bridge = electron.exposed.get('exchange') as { cronLogs: { list(input: unknown): Promise<unknown> } };
    await expect(bridge.cronLogs.list({ run: () => 1 })).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});
