import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_SOCKET_PATH, LAUNCH_COOKIE } from '@shared/bridge/protocol';
import type { ConsoleCore, PushToWindow } from '../core/console-core';
import { startBrowserHost, type BrowserHost } from './server';

function fakeCore() {
  const windows = new Map<string, PushToWindow>();
  const detached: string[] = [];
  const core = {
    exchangeOrigin: 'http://127.0.0.1:1',
    streamHosts: [],
    call: vi.fn(async (channel: string, input: unknown, context: { windowId: string }) => ({ ok: true as const, data: { channel, input, windowId: context.windowId } })),
    attachWindow: vi.fn((windowId: string, push: PushToWindow) => {
      windows.set(windowId, push);
      return () => {
        windows.delete(windowId);
        detached.push(windowId);
      };
    }),
    dispose: vi.fn(async () => undefined),
    live: { attach: vi.fn(() => () => undefined), subscribe: vi.fn(() => ({ ok: true as const, data: { subId: 's' } })), unsubscribe: vi.fn(() => ({ ok: true as const, data: { subId: 's' } })) },
    windows: { setShell: vi.fn(), reportBounds: vi.fn(), closedByUser: vi.fn(), focused: vi.fn() },
  } satisfies ConsoleCore;
  return { core, windows, detached };
}

/** A raw request, so paths reach the server exactly as written (fetch would normalise `..`). */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.addEventListener('message', (e) => resolve(JSON.parse(String(e.data))), { once: true }));
}

function opened(ws: WebSocket): Promise<'open' | 'refused'> {
  return new Promise((resolve) => {
    ws.addEventListener('open', () => resolve('open'), { once: true });
    ws.addEventListener('error', () => resolve('refused'), { once: true });
  });
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code), { once: true }));

describe('browser host', () => {
  let dir: string;
  let host: BrowserHost;
  let fake: ReturnType<typeof fakeCore>;
  let cookie: string;
  let secret: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'browser-host-'));
    const rendererDir = join(dir, 'renderer');
    await mkdir(join(rendererDir, 'assets'), { recursive: true });
    await writeFile(join(rendererDir, 'index.html'), '<html><head><title>Admin Panel</title><script type="module" src="/assets/app.js"></script></head><body></body></html>');
    await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(dir, 'outside.txt'), 'private');
    await writeFile(join(dir, 'bridge.js'), 'window.bridge = 1');
    fake = fakeCore();
    host = await startBrowserHost({ core: fake.core, port: 0, rendererDir, bridgeScriptPath: join(dir, 'bridge.js') });
    secret = new URL(host.url).searchParams.get('launch') ?? '';
    cookie = `${LAUNCH_COOKIE}=${secret}`;
  });

  afterEach(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 and prints a launch URL that carries a secret', () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.url.startsWith(`${host.origin}/?launch=`)).toBe(true);
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it('trades the launch secret for an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const res = await fetch(`${host.origin}/dashboard?tab=2&launch=${secret}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?tab=2');
    expect(res.headers.getSetCookie()).toEqual([`${LAUNCH_COOKIE}=${secret}; HttpOnly; SameSite=Strict; Path=/`]);
  });

  it('refuses a wrong launch secret', async () => {
    const res = await fetch(`${host.origin}/?launch=wrong`, { redirect: 'manual' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers 403 with a hint to every request without the cookie', async () => {
    for (const path of ['/', '/login', '/assets/app.js', '/__bridge.js']) {
      const res = await fetch(`${host.origin}${path}`);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Open the address printed at start');
    }
    const wrong = await fetch(`${host.origin}/`, { headers: { cookie: `${LAUNCH_COOKIE}=nope` } });
    expect(wrong.status).toBe(403);
  });

  it('refuses requests whose Host is not its own address', async () => {
    const port = new URL(host.origin).port;
    expect((await rawGet(host.origin, '/', { cookie, host: `evil.example:${port}` })).status).toBe(403);
  });

  it('serves index.html with the bridge script before the app and strict security headers', async () => {
    const res = await fetch(`${host.origin}/`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script src="/__bridge.js"></script><script type="module" src="/assets/app.js">');
    const port = new URL(host.origin).port;
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
        `connect-src 'self' ws://127.0.0.1:${port}; media-src 'self' blob:; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'none'`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('falls back to index.html for routes, serves assets with their MIME type, and 404s missing assets', async () => {
    const route = await fetch(`${host.origin}/dashboard/market-management`, { headers: { cookie } });
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await route.text()).toContain('/__bridge.js');
    const asset = await fetch(`${host.origin}/assets/app.js`, { headers: { cookie } });
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${host.origin}/assets/missing.js`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${host.origin}/favicon.ico`, { headers: { cookie } })).status).toBe(204);
    const bridge = await fetch(`${host.origin}/__bridge.js`, { headers: { cookie } });
    expect(await bridge.text()).toBe('window.bridge = 1');
  });

  it('never serves a file outside the renderer directory', async () => {
    expect((await rawGet(host.origin, '/assets/..%2f..%2foutside.txt', { cookie })).status).toBe(403);
    for (const path of ['/../outside.txt', '/%2e%2e/outside.txt', '/..%2foutside.txt', '/assets/..%5c..%5coutside.txt', '/.env']) {
      const res = await rawGet(host.origin, path, { cookie });
      expect(res.body).not.toContain('private');
      // `/../x` is normalised by the URL parser to `/x` (a 404 inside the root); encoded ones are refused.
      expect([403, 404]).toContain(res.status);
    }
  });

  it('opens the bridge socket only with its own Origin and the launch cookie', async () => {
    const socketUrl = `ws://127.0.0.1:${new URL(host.origin).port}${BRIDGE_SOCKET_PATH}`;
    const foreign = new WebSocket(socketUrl, { headers: { origin: 'http://evil.example', cookie } } as never);
    expect(await opened(foreign)).toBe('refused');
    const noCookie = new WebSocket(socketUrl, { headers: { origin: host.origin } } as never);
    expect(await opened(noCookie)).toBe('refused');
    const wrongPath = new WebSocket(`ws://127.0.0.1:${new URL(host.origin).port}/other`, { headers: { origin: host.origin, cookie } } as never);
    expect(await opened(wrongPath)).toBe('refused');
    expect(fake.core.attachWindow).not.toHaveBeenCalled();
  });

  describe('over an accepted socket', () => {
    let ws: WebSocket;
    beforeEach(async () => {
      ws = new WebSocket(`ws://127.0.0.1:${new URL(host.origin).port}${BRIDGE_SOCKET_PATH}`, { headers: { origin: host.origin, cookie } } as never);
      expect(await opened(ws)).toBe('open');
    });
    afterEach(() => ws.close());

    it('attaches the tab as a window and answers calls by id', async () => {
      expect(fake.core.attachWindow).toHaveBeenCalledTimes(1);
      const windowId = fake.core.attachWindow.mock.calls[0]?.[0];
      ws.send(JSON.stringify({ t: 'call', id: 7, channel: 'session.getState' }));
      expect(await nextMessage(ws)).toEqual({ t: 'result', id: 7, result: { ok: true, data: { channel: 'session.getState', windowId } } });
    });

    it('carries the idempotency key and bytes to the core, and aborts the call when the tab cancels it', async () => {
      let carriage: { signal?: AbortSignal; idempotencyKey?: string } = {};
      let input: unknown;
      fake.core.call.mockImplementationOnce((_channel, given, _context, carried?: typeof carriage) => {
        input = given;
        carriage = carried ?? {};
        return new Promise((resolve) => carriage.signal?.addEventListener('abort', () => resolve({ ok: true, data: { channel: 'aborted', input: null, windowId: '' } })));
      });
      ws.send(JSON.stringify({ t: 'call', id: 3, channel: 'cronLogs.list', key: 'key-12345678', input: { file: { $bytes: 'AP8K' } } }));
      await vi.waitFor(() => expect(fake.core.call).toHaveBeenCalled());
      expect(carriage.idempotencyKey).toBe('key-12345678');
      expect((input as { file: Uint8Array }).file).toEqual(new Uint8Array([0, 255, 10]));
      const answer = nextMessage(ws);
      ws.send(JSON.stringify({ t: 'cancel', id: 3 }));
      await answer;
      expect(carriage.signal?.aborted).toBe(true);
    });

    it('refuses channels the contract keeps inside the main process, without asking the core', async () => {
      ws.send(JSON.stringify({ t: 'call', id: 1, channel: 'auth.login', input: { userName: 'a', password: 'b' } }));
      expect(await nextMessage(ws)).toMatchObject({ t: 'result', id: 1, result: { ok: false, error: { kind: 'forbidden' } } });
      expect(fake.core.call).not.toHaveBeenCalled();
    });

    it('pushes the core events of this window to it', async () => {
      const [push] = [...fake.windows.values()];
      const message = nextMessage(ws);
      push?.('session.changed', { status: 'loggedOut' });
      expect(await message).toEqual({ t: 'event', channel: 'session.changed', payload: { status: 'loggedOut' } });
    });

    it('closes the socket on a malformed message and keeps serving others', async () => {
      const code = closed(ws);
      ws.send('{"t":"call","id":-1}');
      expect(await code).toBe(1008);
      const again = new WebSocket(`ws://127.0.0.1:${new URL(host.origin).port}${BRIDGE_SOCKET_PATH}`, { headers: { origin: host.origin, cookie } } as never);
      expect(await opened(again)).toBe('open');
      again.close();
    });

    it('carries the tab’s live subscriptions to the core and its live batches back', async () => {
      const windowId = fake.core.attachWindow.mock.calls[0]?.[0];
      ws.send(JSON.stringify({ t: 'subscribe', channel: 'prices', key: 's1', filter: { eventId: 'e1' } }));
      ws.send(JSON.stringify({ t: 'unsubscribe', channel: 'prices', key: 's1' }));
      await vi.waitFor(() => expect(fake.core.live.unsubscribe).toHaveBeenCalledWith(windowId, { subId: 's1' }));
      expect(fake.core.live.subscribe).toHaveBeenCalledWith(windowId, { subId: 's1', topic: 'prices', filter: { eventId: 'e1' } });
      const sink = (fake.core.live.attach.mock.calls[0] as unknown as [string, (batch: unknown) => void] | undefined)?.[1];
      const message = nextMessage(ws);
      sink?.({ n: 1, at: 2, subs: [] });
      expect(await message).toEqual({ t: 'live', batch: { n: 1, at: 2, subs: [] } });
    });

    it('detaches the window when the socket closes', async () => {
      const windowId = fake.core.attachWindow.mock.calls[0]?.[0];
      ws.close();
      await vi.waitFor(() => expect(fake.detached).toEqual([windowId]));
    });
  });
});
