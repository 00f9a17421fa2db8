import { describe, expect, it } from 'vitest';
import { listBridgedOperations, ok, type SessionState } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import { createDispatcher } from '../bridge/dispatcher';
import type { SettingsStore } from '../settings/settings-store';
import { windowsHandlers } from './windows-handlers';
import { WindowsService } from './windows-service';

const session: SessionState = {
  status: 'loggedIn',
  user: { id: 'u1', userName: 'admin', role: 'admin' },
  permissions: { casinoMonitor: true, liveMonitor1: true },
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
};

/** The windows operations as the bridge serves them: the dispatcher (validation) in front of the service. */
const setup = () => {
  const settings = { get: () => undefined, update: async () => undefined } as unknown as SettingsStore;
  const service = new WindowsService({ settings, session: { getState: () => session } });
  const pushed: Array<[string, string, unknown]> = [];
  for (const id of ['first', 'second', 'monitor']) service.attach(id, (channel, payload) => pushed.push([id, channel, payload]));
  // The two console windows drew their shell (the renderer says so when it does).
  service.followRoutes('first');
  service.followRoutes('second');
  // Only the windows operations are under test: the other local ones answer nothing.
  const others = listBridgedOperations().flatMap(({ op }): Array<[string, LocalHandler]> => (op.kind === 'local' ? [[op.id, async () => ok(null)]] : []));
  const localHandlers = { ...Object.fromEntries(others), ...windowsHandlers(service) };
  const dispatch = createDispatcher({ session: { isLoggedIn: () => true }, client: { request: async () => ok(null) } as never, localHandlers });
  return { dispatch, pushed };
};

describe('windows.showRoute through the bridge', () => {
  it('refuses an address that is not a page of this console, before any window hears of it', async () => {
    const { dispatch, pushed } = setup();
    for (const href of ['https://evil.example/dashboard/risk', '/login', '/dashboard/../login']) {
      expect(await dispatch('windows.showRoute', { href }, { windowId: 'monitor' })).toEqual({
        ok: false,
        error: { kind: 'invalid-input', message: 'Only a page of this console can be shown: its address starts with /dashboard/.', fieldErrors: { href: expect.any(String) } },
      });
    }
    expect(pushed).toEqual([]);
  });

  it('shows it in the console window that last made a windows call of the user', async () => {
    const { dispatch, pushed } = setup();
    expect(await dispatch('windows.attachMonitor', { kind: 'market', slot: 1 }, { windowId: 'monitor' })).toMatchObject({ ok: true });
    expect(await dispatch('windows.joinChannel', { channel: null }, { windowId: 'first' })).toMatchObject({ ok: true });
    expect(await dispatch('windows.showRoute', { href: '/dashboard/risk?tab=live&market=m1' }, { windowId: 'monitor' })).toEqual({ ok: true, data: { found: true } });
    expect(pushed).toEqual([['first', 'windows.route', { href: '/dashboard/risk?tab=live&market=m1' }]]);
  });

  it('does not take a poll (the Monitors hub reading its workspaces) for the user being in that window', async () => {
    const { dispatch, pushed } = setup();
    expect(await dispatch('windows.attachMonitor', { kind: 'market', slot: 1 }, { windowId: 'monitor' })).toMatchObject({ ok: true });
    expect(await dispatch('windows.joinChannel', { channel: null }, { windowId: 'second' })).toMatchObject({ ok: true });
    expect(await dispatch('windows.workspaces', undefined, { windowId: 'first' })).toMatchObject({ ok: true });
    expect(await dispatch('windows.pendingMonitors', undefined, { windowId: 'first' })).toMatchObject({ ok: true });
    expect(await dispatch('windows.showRoute', { href: '/dashboard/risk' }, { windowId: 'monitor' })).toEqual({ ok: true, data: { found: true } });
    expect(pushed).toEqual([['second', 'windows.route', { href: '/dashboard/risk' }]]);
  });
});
