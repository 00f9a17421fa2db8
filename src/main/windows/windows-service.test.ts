import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@shared/contract';
import type { SettingsStore } from '../settings/settings-store';
import { NO_CONSOLE_WINDOW, WindowsService, type WindowShell } from './windows-service';

const loggedIn = (permissions: string[]): SessionState => ({
  status: 'loggedIn',
  user: { id: 'u1', userName: 'admin', role: 'admin' },
  permissions: Object.fromEntries(permissions.map((p) => [p, true])) as Record<string, true>,
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
});

const setup = (permissions = ['casinoMonitor', 'liveMonitor1', 'liveMonitor2', 'screenMonitorTrader']) => {
  const data: Record<string, unknown> = {};
  const settings = { get: (k: string) => data[k], update: async (k: string, v: unknown) => void (data[k] = v) } as unknown as SettingsStore;
  let session: SessionState = loggedIn(permissions);
  const timers: Array<() => void> = [];
  const service = new WindowsService({ settings, session: { getState: () => session }, setTimer: (fn) => timers.push(fn), clearTimer: () => undefined });
  const pushes = new Map<string, Array<[string, unknown]>>();
  const attach = (windowId: string) => {
    pushes.set(windowId, []);
    service.attach(windowId, (channel, payload) => pushes.get(windowId)?.push([channel, payload]));
  };
  return { service, data, attach, pushes, timers, logout: () => (session = { status: 'loggedOut' }) };
};

describe('monitor windows and workspaces', () => {
  it('opens a monitor the user may open and refuses one they may not', () => {
    const t = setup();
    expect(t.service.openMonitor({ kind: 'market', slot: 1 })).toEqual({ ok: true, data: { opened: false, href: '/monitor/market/1' } });
    expect(t.service.openMonitor({ kind: 'market', slot: 3 })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(t.service.openMonitor({ kind: 'risk', slot: 1 })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('lets a shell that can open windows open them at their saved bounds', () => {
    const t = setup();
    const shell: WindowShell = { openMonitor: vi.fn(), focus: vi.fn(() => true), close: vi.fn() };
    t.service.setShell(shell);
    t.attach('w1');
    t.service.attachMonitor('w1', { kind: 'market', slot: 2 });
    t.service.reportBounds('w1', { x: 1, y: 2, width: 800, height: 600 });
    t.service.detach('w1');
    t.timers.splice(0).forEach((fn) => fn());
    expect(t.service.pendingMonitors()).toEqual({ ok: true, data: [] });
    expect(shell.openMonitor).toHaveBeenCalledWith('/monitor/market/2', { x: 1, y: 2, width: 800, height: 600 });
  });

  it('keeps a monitor open for the next start when the whole browser closed, and forgets it when only its tab closed', () => {
    const t = setup();
    t.attach('main');
    t.attach('tab');
    t.service.attachMonitor('tab', { kind: 'market', slot: 1 });
    t.service.detach('tab');
    t.timers.splice(0).forEach((fn) => fn()); // the console window is still there: the user closed the tab
    expect(t.service.workspaces()).toMatchObject({ ok: true, data: { current: { monitors: [{ kind: 'market', slot: 1, open: false }] } } });
    t.service.attachMonitor('main', { kind: 'market', slot: 1 });
    t.service.detach('main');
    t.timers.splice(0).forEach((fn) => fn()); // nothing left: the browser closed
    expect(t.service.workspaces()).toMatchObject({ ok: true, data: { current: { monitors: [{ kind: 'market', slot: 1, open: true }] } } });
    // At the next start, a page of the browser host opens it as a tab, once.
    expect(t.service.pendingMonitors()).toEqual({ ok: true, data: [{ kind: 'market', slot: 1, href: '/monitor/market/1' }] });
    expect(t.service.pendingMonitors()).toEqual({ ok: true, data: [] });
  });

  it('relays a selection to the other windows of the same channel only', () => {
    const t = setup();
    for (const id of ['a', 'b', 'c']) t.attach(id);
    t.service.joinChannel('a', 'red');
    t.service.joinChannel('b', 'red');
    t.service.joinChannel('c', 'blue');
    const context = { sportId: 's', competitionId: 'c', eventId: 'e', eventName: 'A v B' };
    expect(t.service.selectContext('a', context)).toEqual({ ok: true, data: { delivered: 1 } });
    expect(t.pushes.get('b')).toEqual([['windows.context', { channel: 'red', context }]]);
    expect(t.pushes.get('a')).toEqual([]);
    expect(t.pushes.get('c')).toEqual([]);
  });

  it('saves named workspaces per user, switches between them and refuses to delete the active one', () => {
    const t = setup();
    t.attach('w');
    t.service.updateMonitor('w', { kind: 'ticker', slot: 1, view: { minStake: 500 } });
    t.service.saveWorkspace('Morning');
    t.service.updateMonitor('w', { kind: 'ticker', slot: 1, view: { minStake: 0 } });
    expect(t.service.loadWorkspace('Default')).toMatchObject({ ok: true, data: { active: 'Default', current: { monitors: [{ view: { minStake: 500 } }] } } });
    expect(t.pushes.get('w')).toEqual([['windows.layout', { open: [] }]]);
    expect(t.service.deleteWorkspace('Default')).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(t.service.deleteWorkspace('Morning')).toMatchObject({ ok: true, data: { names: [{ name: 'Default' }] } });
    expect(Object.keys(t.data.workspaces as object)).toEqual(['u1']);
  });

  it('replaces a saved workspace of the same name (any case) only when told to', () => {
    const t = setup();
    t.attach('w');
    expect(t.service.saveWorkspace('Morning')).toMatchObject({ ok: true, data: { active: 'Morning' } });
    // A second window that read the list before this save: refused, nothing replaced.
    expect(t.service.saveWorkspace('morning')).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'A workspace named "Morning" exists already.' } });
    expect(t.service.workspaces()).toMatchObject({ ok: true, data: { names: [{ name: 'Default' }, { name: 'Morning' }] } });
    expect(t.service.saveWorkspace('morning', true)).toMatchObject({ ok: true, data: { active: 'morning', names: [{ name: 'Default' }, { name: 'morning' }] } });
  });

  it('answers nothing but unauthorized when logged out', () => {
    const t = setup();
    t.logout();
    expect(t.service.workspaces()).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(t.service.openMonitor({ kind: 'market', slot: 1 })).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });
});

describe('a monitor window asking a console window to show a route', () => {
  const href = '/dashboard/risk?tab=live&market=m1';
  const shellThat = (openConsole?: () => void): WindowShell => ({ openMonitor: vi.fn(), focus: vi.fn(() => true), close: vi.fn(), ...(openConsole ? { openConsole } : {}) });
  /** Two console windows (`older`, then `newer`) and a monitor window; the consoles drew their shell. */
  const withWindows = () => {
    const t = setup();
    for (const id of ['older', 'newer', 'monitor']) t.attach(id);
    t.service.attachMonitor('monitor', { kind: 'market', slot: 1 });
    t.service.followRoutes('older');
    t.service.followRoutes('newer');
    t.service.windowUsed('newer');
    return t;
  };
  const routed = (t: ReturnType<typeof setup>) => [...t.pushes].filter(([, pushed]) => pushed.some(([channel]) => channel === 'windows.route')).map(([id, pushed]) => [id, pushed]);

  it('sends it to the console window used last, never to a monitor, and brings that window forward', () => {
    const t = withWindows();
    const shell = shellThat();
    t.service.setShell(shell);
    expect(t.service.showRoute(href)).toEqual({ ok: true, data: { found: true } });
    expect(routed(t)).toEqual([['newer', [['windows.route', { href }]]]]);
    expect(shell.focus).toHaveBeenCalledWith('newer');

    t.service.windowUsed('older');
    t.service.windowUsed('monitor');
    t.service.showRoute('/dashboard/risk?tab=live&market=m2');
    expect(t.pushes.get('older')).toEqual([['windows.route', { href: '/dashboard/risk?tab=live&market=m2' }]]);
    expect(t.pushes.get('monitor')).toEqual([]);
  });

  it('goes to the next console window when the one used last cannot be reached, and needs no shell (browser tabs)', () => {
    const t = withWindows();
    t.service.attach('closing', () => {
      throw new Error('gone');
    });
    t.service.followRoutes('closing');
    t.service.windowUsed('closing');
    expect(t.service.showRoute(href)).toEqual({ ok: true, data: { found: true } });
    expect(t.pushes.get('newer')).toEqual([['windows.route', { href }]]);
  });

  it('with no console window open, opens the main window at the route when the shell can, and otherwise says what to do', () => {
    const t = setup();
    t.attach('monitor');
    t.service.attachMonitor('monitor', { kind: 'market', slot: 1 });
    expect(t.service.showRoute(href)).toEqual({ ok: false, error: { kind: 'not-found', message: NO_CONSOLE_WINDOW } });
    t.service.setShell(shellThat());
    expect(t.service.showRoute(href)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    const openConsole = vi.fn();
    t.service.setShell(shellThat(openConsole));
    expect(t.service.showRoute(href)).toEqual({ ok: true, data: { found: false } });
    expect(openConsole).toHaveBeenCalledWith(href);
    expect(t.pushes.get('monitor')).toEqual([]);
  });

  it('never sends it to a window that has not drawn the console (a monitor still loading, or refused)', () => {
    const t = withWindows();
    t.attach('loading');
    t.service.windowUsed('loading');
    expect(t.service.showRoute(href)).toEqual({ ok: true, data: { found: true } });
    expect(routed(t)).toEqual([['newer', [['windows.route', { href }]]]]);
  });

  it('shows nothing when logged out', () => {
    const t = withWindows();
    t.logout();
    expect(t.service.showRoute(href)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(routed(t)).toEqual([]);
  });
});
