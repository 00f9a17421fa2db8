import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBridgedOperations } from '@shared/contract';
import { windowJsFlags } from '@shared/live/window-js-flags';
import type { ConsoleConfig } from '../config';
import type { ConsoleCore, PushToWindow, WindowShell } from '../core/console-core';
import { FakeBrowserWindow, fakeElectron as electron } from './fake-electron';
import { startElectronApp } from './start-electron-app';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron);

const pushes = new Map<string, PushToWindow>();
const detached: string[] = [];
const core = {
  exchangeOrigin: 'http://127.0.0.1:1',
  streamHosts: [],
  call: vi.fn(async (_channel: string, _input: unknown, context: { windowId: string }) => ({ ok: true as const, data: context.windowId })),
  attachWindow: vi.fn((windowId: string, push: PushToWindow) => {
    pushes.set(windowId, push);
    return () => void detached.push(windowId);
  }),
  dispose: vi.fn(async () => undefined),
  live: { attach: vi.fn(() => () => undefined), subscribe: vi.fn(() => ({ ok: true as const, data: { subId: 's' } })), unsubscribe: vi.fn(() => ({ ok: true as const, data: { subId: 's' } })) },
  windows: { setShell: vi.fn((shell: WindowShell) => void (startup.shell = shell)), reportBounds: vi.fn(), closedByUser: vi.fn(), focused: vi.fn() },
} satisfies ConsoleCore;

const readConfig = vi.fn((env: NodeJS.ProcessEnv) => ({ dataDir: env.CONSOLE_DATA_DIR }) as ConsoleConfig);
const createConsoleCore = vi.fn(async () => core);
const enableSandbox = vi.spyOn(electron.app, 'enableSandbox');
const quit = vi.spyOn(electron.app, 'quit');

// vitest clears mock calls before each test: remember what happened during start-up.
const startup = { jsFlagsBeforeReady: undefined as string | undefined, sandboxCalls: 0, configEnv: undefined as NodeJS.ProcessEnv | undefined, shell: undefined as WindowShell | undefined };
let outDir: string;
let main: FakeBrowserWindow;

const invoke = (channel: string, event: unknown, input?: unknown) => electron.ipcMain.handlers.get(channel)?.(event, input);
const eventFrom = (window: FakeBrowserWindow, frame: unknown = { url: 'app://console/dashboard', parent: null }) => ({ sender: window.webContents, senderFrame: frame });

describe('the Electron composition root', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'electron-out-'));
    await mkdir(join(outDir, 'renderer', 'assets'), { recursive: true });
    await writeFile(join(outDir, 'renderer', 'index.html'), '<html><head><title>Admin Panel</title></head></html>');
    await writeFile(join(outDir, 'renderer', 'assets', 'app.js'), 'export {}');
    await writeFile(join(outDir, 'secret.txt'), 'private');

    startElectronApp({ readConfig, createConsoleCore, env: {}, outDir });
    // Before ready: sandbox and scheme privileges only, no window and no handler yet.
    expect(FakeBrowserWindow.all).toHaveLength(0);
    expect(electron.ipcMain.handlers.size).toBe(0);
    startup.jsFlagsBeforeReady = electron.app.switches.get('js-flags');
    for (const ready of electron.app.readyCallbacks) ready();
    await vi.waitFor(() => expect(FakeBrowserWindow.all).toHaveLength(1));
    main = FakeBrowserWindow.all[0] as FakeBrowserWindow;
    startup.sandboxCalls = enableSandbox.mock.calls.length;
    startup.configEnv = readConfig.mock.calls[0]?.[0];
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('keeps native crash dumps on the machine, uploading nothing', () => {
    expect(electron.crashReporter.started).toEqual([{ uploadToServer: false }]);
  });

  it('enables the sandbox for every renderer, before the app is ready', () => {
    expect(startup.sandboxCalls).toBe(1);
  });

  it("gives every window's V8 the console's flags (no memory reducer), before the app is ready", () => {
    expect(startup.jsFlagsBeforeReady).toBe('--no-memory-reducer');
    expect(startup.jsFlagsBeforeReady).toBe(windowJsFlags());
  });

  it('gives windows context isolation, the sandbox, no Node integration and our preload', () => {
    expect(main.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
      backgroundThrottling: true,
      preload: join(outDir, 'preload', 'index.cjs'),
    });
  });

  it('loads pages from the privileged app:// scheme, never file://', () => {
    expect(main.loadedUrl).toBe('app://console/');
    expect(electron.protocol.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect([...electron.protocol.handlers.keys()]).toEqual(['app']);
  });

  it('serves the built renderer over app:// with a SPA fallback and no way out of it', async () => {
    const handler = electron.protocol.handlers.get('app');
    const page = await handler?.(new Request('app://console/dashboard/trader'));
    expect(page?.status).toBe(200);
    expect(await page?.text()).toContain('Admin Panel');
    expect(page?.headers.get('content-security-policy')).toContain("script-src 'self'");
    const asset = await handler?.(new Request('app://console/assets/app.js'));
    expect(asset?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const escape = await handler?.(new Request('app://console/..%2fsecret.txt'));
    expect(escape?.status).toBe(403);
    expect((await handler?.(new Request('app://elsewhere/index.html')))?.status).toBe(404);
  });

  it('sets a strict CSP on every response of the session', () => {
    let headers: Record<string, string[]> = {};
    electron.webRequest.headersListener?.({ responseHeaders: { 'content-security-policy': ['default-src *'], 'x-other': ['1'] } }, (response) => {
      headers = (response as { responseHeaders: Record<string, string[]> }).responseHeaders;
    });
    expect(headers['x-other']).toEqual(['1']);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toEqual([
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'none'",
    ]);
  });

  it('denies every permission request and check', () => {
    const callback = vi.fn();
    electron.session.defaultSession.permissionRequestHandler?.(main.webContents, 'media', callback);
    electron.session.defaultSession.permissionRequestHandler?.(main.webContents, 'notifications', callback);
    expect(callback.mock.calls).toEqual([[false], [false]]);
    expect(electron.session.defaultSession.permissionCheckHandler?.(main.webContents, 'clipboard-read')).toBe(false);
  });

  it('blocks navigation and redirects to foreign URLs and allows our own routes', () => {
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(main.webContents.attempt(event, 'https://evil.example/')).toBe(true);
      expect(main.webContents.attempt(event, 'file:///etc/passwd')).toBe(true);
      expect(main.webContents.attempt(event, 'app://other/')).toBe(true);
      expect(main.webContents.attempt(event, 'app://console/dashboard')).toBe(false);
    }
    expect(main.webContents.attempt('will-attach-webview', 'https://evil.example/')).toBe(true);
  });

  it('denies window.open of foreign URLs without handing them to the OS', () => {
    expect(main.webContents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(electron.shell.opened).toEqual([]);
    expect(FakeBrowserWindow.all).toHaveLength(1);
  });

  it('opens our own routes as console windows of its own, with the same hardening', () => {
    expect(main.webContents.windowOpenHandler?.({ url: 'app://console/dashboard/monitor' })).toEqual({ action: 'deny' });
    expect(FakeBrowserWindow.all).toHaveLength(2);
    const monitor = FakeBrowserWindow.all[1] as FakeBrowserWindow;
    expect(monitor.loadedUrl).toBe('app://console/dashboard/monitor');
    expect(monitor.options.webPreferences).toEqual(main.options.webPreferences);
    expect(monitor.webContents.attempt('will-navigate', 'https://evil.example/')).toBe(true);
    monitor.close();
  });

  it('registers one IPC handler per bridged operation and none for internal ones', () => {
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual(listBridgedOperations().map((o) => o.channel).sort());
    expect(electron.ipcMain.handlers.has('auth.login')).toBe(false);
  });

  it('passes calls from the top frame of a console window to the core, with that window id', async () => {
    await expect(invoke('session.getState', eventFrom(main))).resolves.toEqual({ ok: true, data: `window-${main.webContents.id}` });
    expect(core.call).toHaveBeenLastCalledWith('session.getState', undefined, { windowId: `window-${main.webContents.id}` }, { signal: expect.any(AbortSignal) });
  });

  it('refuses IPC from unknown senders, foreign pages, subframes and missing frames', async () => {
    const stranger = { webContents: new (await import('./fake-electron')).FakeWebContents() } as unknown as FakeBrowserWindow;
    const refusals = [
      eventFrom(stranger),
      eventFrom(main, { url: 'https://evil.example/', parent: null }),
      eventFrom(main, { url: 'app://console/', parent: {} }),
      eventFrom(main, null),
    ];
    for (const event of refusals) {
      await expect(invoke('session.getState', event)).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    expect(core.call).not.toHaveBeenCalled();
  });

  it('attaches each window to the core, pushes to its webContents and detaches it on close', () => {
    const windowId = `window-${main.webContents.id}`;
    pushes.get(windowId)?.('session.changed', { status: 'loggedOut' });
    expect(main.webContents.sent).toEqual([['session.changed', { status: 'loggedOut' }]]);
    expect(detached).toContain(`window-${(FakeBrowserWindow.all[1] as FakeBrowserWindow).webContents.id}`);
  });

  it('opens our monitor routes as monitor windows that are never throttled in the background', () => {
    const before = FakeBrowserWindow.all.length;
    expect(main.webContents.windowOpenHandler?.({ url: 'app://console/monitor/market/1' })).toEqual({ action: 'deny' });
    const monitor = FakeBrowserWindow.all[before] as FakeBrowserWindow;
    expect(monitor.loadedUrl).toBe('app://console/monitor/market/1');
    expect(monitor.options.webPreferences).toEqual({ ...main.options.webPreferences, backgroundThrottling: false });
    monitor.close();
    // Closed by the user (the app is not quitting): its monitor is not reopened at the next start.
    expect(core.windows.closedByUser).toHaveBeenCalledWith(`window-${monitor.webContents.id}`);
  });

  it('lends the core a shell that opens monitor windows at their saved bounds', () => {
    expect(startup.shell).toBeDefined();
    const before = FakeBrowserWindow.all.length;
    startup.shell?.openMonitor('/monitor/risk/2', { x: 5, y: 6, width: 900, height: 500 });
    const monitor = FakeBrowserWindow.all[before] as FakeBrowserWindow;
    expect(monitor.loadedUrl).toBe('app://console/monitor/risk/2');
    expect(monitor.options).toMatchObject({ x: 5, y: 6, width: 900, height: 500 });
    expect(startup.shell?.focus(`window-${monitor.webContents.id}`)).toBe(true);
    startup.shell?.close(`window-${monitor.webContents.id}`);
    expect(monitor.destroyed).toBe(true);
  });

  it("lends the core a way to open a console window at a route, and tells it which window the user focused", () => {
    const before = FakeBrowserWindow.all.length;
    startup.shell?.openConsole?.('/dashboard/risk?tab=live&market=m7');
    const opened = FakeBrowserWindow.all[before] as FakeBrowserWindow;
    expect(opened.loadedUrl).toBe('app://console/dashboard/risk?tab=live&market=m7');
    expect(opened.options).toMatchObject({ webPreferences: { backgroundThrottling: true } });
    opened.emit('focus');
    expect(core.windows.focused).toHaveBeenCalledWith(`window-${opened.webContents.id}`);
  });

  it('gives a console window its own MessagePort for live data, and nobody else', () => {
    const connect = electron.ipcMain.listeners.get('live.connect');
    connect?.(eventFrom(main, { url: 'https://evil.example/', parent: null }));
    expect(main.webContents.posted).toEqual([]);
    connect?.(eventFrom(main));
    const [channel, , ports] = main.webContents.posted[0] ?? [];
    expect(channel).toBe('live.port');
    const windowId = `window-${main.webContents.id}`;
    expect(core.live.attach).toHaveBeenCalledWith(windowId, expect.any(Function));
    const port = ports?.[0] as { postMessage(data: unknown): void };
    port.postMessage({ t: 'subscribe', subId: 's1', topic: 'prices', filter: {} });
    port.postMessage({ t: 'unsubscribe', subId: 's1' });
    expect(core.live.subscribe).toHaveBeenCalledWith(windowId, { subId: 's1', topic: 'prices', filter: {} });
    expect(core.live.unsubscribe).toHaveBeenCalledWith(windowId, { subId: 's1' });
  });

  it('keeps its data in the userData directory unless CONSOLE_DATA_DIR says otherwise', () => {
    expect(startup.configEnv?.CONSOLE_DATA_DIR).toBe('/fake/userData');
  });

  it('disposes the core before quitting', async () => {
    const event = { preventDefault: vi.fn() };
    electron.app.emit('before-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(quit).toHaveBeenCalled());
    expect(core.dispose).toHaveBeenCalledTimes(1);
  });

  it('quits at once when another console already holds the single-instance lock', () => {
    electron.app.gotLock = false;
    const windowsBefore = FakeBrowserWindow.all.length;
    startElectronApp({ readConfig, createConsoleCore, env: {}, outDir });
    expect(quit).toHaveBeenCalledTimes(1);
    expect(enableSandbox).not.toHaveBeenCalled();
    expect(FakeBrowserWindow.all).toHaveLength(windowsBefore);
  });
});
