import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contract, http } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { createExchangeClient, type ExchangeClientOptions } from './exchange-client';
import { sendJson, startTestServer, type TestServer } from './test-server';

const okEnvelope = (data: unknown, message?: unknown) => ({ meta: { status: true, status_code: 200, message }, data });
const TOKEN = 'header.payload.signature';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.handle((_req, res) => sendJson(res, 200, okEnvelope([])));
});

const client = (overrides: Partial<ExchangeClientOptions> = {}) =>
  createExchangeClient({
    endpoint: { origin: server.origin, apiPrefix: '/api/trader', pathMap: {} },
    timeoutMs: 5000,
    getToken: () => TOKEN,
    onUnauthorized: () => {},
    ...overrides,
  });

const getOp = http({ id: 'test.get', http: { method: 'GET', path: '/things' }, access: 'session', input: z.unknown(), output: z.unknown() });

describe('the exchange client', () => {
  it('posts JSON to origin + prefix + the contract path, with the bearer token and JSON content type', async () => {
    const result = await client().request(contract.cronLogs.list, {});
    expect(result).toEqual({ ok: true, data: [] });
    const [request] = server.received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/trader/cron-log-list', body: '{}' });
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('sends no Authorization header to URLs containing /login', async () => {
    server.handle((_req, res) => sendJson(res, 200, okEnvelope({ accessToken: 't', userDetail: { role: 'admin', _id: '1' } })));
    await client().request(contract.auth.login, { userName: 'ann', password: 'pw' });
    expect(server.received[0]?.url).toBe('/api/trader/login');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends an empty bearer when there is no token', async () => {
    const spy = vi.fn(globalThis.fetch);
    await client({ getToken: () => undefined, fetch: spy }).request(contract.cronLogs.list, {});
    expect((spy.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer ');
    // fetch trims header values (Fetch standard), so the wire carries `Bearer`: exchanges must accept both.
    expect(server.received[0]?.headers.authorization).toBe('Bearer');
  });

  it('uses a token given for one request instead of the session one', async () => {
    await client().request(contract.cronLogs.list, {}, { token: 'other' });
    expect(server.received[0]?.headers.authorization).toBe('Bearer other');
  });

  it('follows the path map for operations it names', async () => {
    const mapped = client({ endpoint: { origin: server.origin, apiPrefix: '/v2', pathMap: { 'cronLogs.list': '/logs/cron' } } });
    await mapped.request(contract.cronLogs.list, {});
    expect(server.received[0]?.url).toBe('/v2/logs/cron');
  });

  it('sends GET input as a query string, without a body', async () => {
    await client().request(getOp, { page: 2, tags: ['a', 'b'], skip: undefined });
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/api/trader/things?page=2&tags=a&tags=b', body: '' });
  });

  it('leaves Content-Type to fetch when the body is form data', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client().request(contract.cronLogs.list, form);
    expect(server.received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  describe('anti-forgery', () => {
    it('keeps the exchange cookie, sends it back, and puts XSRF-TOKEN in the header on non-GET calls only', async () => {
      server.handle((_req, res) => sendJson(res, 200, okEnvelope([]), { 'Set-Cookie': ['XSRF-TOKEN=xsrf-1; Path=/', 'sid=42'] }));
      const c = client();
      await c.request(getOp, {});
      await c.request(getOp, {});
      await c.request(contract.cronLogs.list, {});
      const [first, get, post] = server.received;
      expect(first?.headers.cookie).toBeUndefined();
      expect(get?.headers.cookie).toBe('XSRF-TOKEN=xsrf-1; sid=42');
      expect(get?.headers['x-xsrf-token']).toBeUndefined();
      expect(post?.headers['x-xsrf-token']).toBe('xsrf-1');
    });

    it('retries a non-GET call once when a 403 brings a new anti-forgery cookie', async () => {
      const cronLog = { cronType: 'a', cronStart: 'b', cronEnd: null, status: 'ok', hours: 1, updatedAt: 'c' };
      server.handle((req, res) => {
        if (req.headers['x-xsrf-token'] === 'fresh') sendJson(res, 200, okEnvelope([cronLog]));
        else sendJson(res, 403, { meta: { status: false, status_code: 403, message: 'Invalid CSRF token' } }, { 'Set-Cookie': 'XSRF-TOKEN=fresh' });
      });
      expect(await client().request(contract.cronLogs.list, {})).toEqual({ ok: true, data: [cronLog] });
      expect(server.received.map((r) => r.headers['x-xsrf-token'])).toEqual([undefined, 'fresh']);
    });

    it('does not retry a 403 that brings no new cookie, nor more than once', async () => {
      let n = 0;
      server.handle((_req, res) =>
        sendJson(res, 403, { meta: { status: false, status_code: 403, message: 'No' } }, { 'Set-Cookie': `XSRF-TOKEN=t${n++}` }),
      );
      const c = client();
      expect(await c.request(contract.cronLogs.list, {})).toEqual({ ok: false, error: { kind: 'forbidden', status: 403, message: 'No' } });
      expect(server.received).toHaveLength(2);
      server.handle((_req, res) => sendJson(res, 403, { meta: { status: false, status_code: 403, message: 'No' } }));
      await c.request(contract.cronLogs.list, {});
      expect(server.received).toHaveLength(3);
    });
  });

  describe('errors', () => {
    it('calls onUnauthorized with the token used when a non-public operation answers 401', async () => {
      const onUnauthorized = vi.fn();
      server.handle((_req, res) => sendJson(res, 401, { meta: { status: false, status_code: 401, message: 'Token expired' } }));
      const result = await client({ onUnauthorized }).request(contract.cronLogs.list, {});
      expect(result).toEqual({ ok: false, error: { kind: 'unauthorized', status: 401, message: 'Token expired' } });
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(TOKEN);
    });

    it('treats meta.status_code 401 on an HTTP 200 answer as a 401', async () => {
      const onUnauthorized = vi.fn();
      server.handle((_req, res) => sendJson(res, 200, { meta: { status: false, status_code: 401, message: 'Unauthorized' } }));
      const result = await client({ onUnauthorized }).request(contract.cronLogs.list, {});
      expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
      expect(onUnauthorized).toHaveBeenCalledOnce();
    });

    it('does not call onUnauthorized for a public operation (a failed login)', async () => {
      const onUnauthorized = vi.fn();
      server.handle((_req, res) =>
        sendJson(res, 401, { meta: { status: false, status_code: 401, message: { password: { message: 'Wrong password' } } } }),
      );
      const result = await client({ onUnauthorized }).request(contract.auth.login, { userName: 'a', password: 'b' });
      expect(result).toEqual({
        ok: false,
        error: { kind: 'unauthorized', status: 401, message: 'Wrong password', fieldErrors: { password: 'Wrong password' } },
      });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it.each([
      [404, 'not-found'],
      [409, 'conflict'],
      [422, 'exchange'],
      [500, 'exchange'],
    ])('maps HTTP %i to kind %s with the text message', async (status, kind) => {
      server.handle((_req, res) => sendJson(res, status, { meta: { status: false, status_code: status, message: 'Nope' } }));
      expect(await client().request(contract.cronLogs.list, {})).toEqual({ ok: false, error: { kind, status, message: 'Nope' } });
    });

    it('treats meta.status false on HTTP 200 as an exchange error with the first message of an object', async () => {
      server.handle((_req, res) =>
        sendJson(res, 200, { meta: { status: false, status_code: 200, message: { name: { message: 'Name taken' }, code: { message: 'Bad' } } } }),
      );
      expect(await client().request(contract.cronLogs.list, {})).toEqual({
        ok: false,
        error: { kind: 'exchange', status: 200, message: 'Name taken', fieldErrors: { name: 'Name taken', code: 'Bad' } },
      });
    });

    it('refuses a login whose successful answer does not carry meta.status_code 200 (spec §7), and takes one that does', async () => {
      const log = vi.fn();
      const login = { accessToken: 'a.b.c', userDetail: { _id: '1', role: 'admin' } };
      server.handle((_req, res) => sendJson(res, 200, { meta: { status: true, status_code: 201, message: 'Login successful.' }, data: login }));
      expect(await client({ log }).request(contract.auth.login, { userName: 'a', password: 'b' })).toEqual({
        ok: false,
        error: { kind: 'invalid-response', status: 200, message: FALLBACK_ERROR_MESSAGE },
      });
      expect(log.mock.calls.map(([line]) => String(line)).join('\n')).toContain('meta.status_code 201 where 200 is expected');
      server.handle((_req, res) => sendJson(res, 200, okEnvelope(login, 'Login successful.')));
      expect(await client().request(contract.auth.login, { userName: 'a', password: 'b' })).toMatchObject({ ok: true, data: login });
    });

    it('answers the fallback message when there is no envelope', async () => {
      server.handle((_req, res) => {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<h1>Bad gateway</h1>');
      });
      expect(await client().request(contract.cronLogs.list, {})).toEqual({
        ok: false,
        error: { kind: 'exchange', status: 502, message: FALLBACK_ERROR_MESSAGE },
      });
    });

    it('rejects data the contract does not accept, logging only the operation and the paths', async () => {
      const log = vi.fn();
      server.handle((_req, res) => sendJson(res, 200, okEnvelope([{ cronType: 'secret-value' }])));
      expect(await client({ log }).request(contract.cronLogs.list, {})).toEqual({
        ok: false,
        error: { kind: 'invalid-response', status: 200, message: FALLBACK_ERROR_MESSAGE },
      });
      const lines = log.mock.calls.map(([line]) => String(line)).join('\n');
      expect(lines).toContain('cronLogs.list');
      expect(lines).toContain('0.cronStart');
      expect(lines).not.toContain('secret-value');
    });

    it('times out a request the exchange does not answer', async () => {
      server.handle(() => {});
      expect(await client({ timeoutMs: 50 }).request(contract.cronLogs.list, {})).toEqual({
        ok: false,
        error: { kind: 'timeout', message: FALLBACK_ERROR_MESSAGE },
      });
    });

    it('reports a network failure when the exchange cannot be reached', async () => {
      const unreachable = client({ endpoint: { origin: 'http://127.0.0.1:1', apiPrefix: '', pathMap: {} } });
      expect(await unreachable.request(contract.cronLogs.list, {})).toEqual({
        ok: false,
        error: { kind: 'network', message: FALLBACK_ERROR_MESSAGE },
      });
    });

    it('refuses requests once closed', async () => {
      const c = client();
      c.close();
      expect(await c.request(contract.cronLogs.list, {})).toMatchObject({ ok: false, error: { kind: 'network' } });
      expect(server.received).toHaveLength(0);
    });
  });

  it('answers a file operation with the file as base64, and its errors as envelopes', async () => {
    const fileOp = http({
      id: 'test.export',
      http: { method: 'GET', path: '/export' },
      access: 'session',
      input: z.unknown(),
      output: z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() }),
      file: true,
    });
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="codes.pdf"' });
      res.end('%PDF');
    });
    expect(await client().request(fileOp, { format: 'pdf' })).toEqual({
      ok: true,
      data: { fileName: 'codes.pdf', contentType: 'application/pdf', base64: Buffer.from('%PDF').toString('base64') },
    });
    server.handle((_req, res) => sendJson(res, 200, { meta: { status: false, status_code: 400, message: 'No codes' } }));
    expect(await client().request(fileOp, {})).toEqual({ ok: false, error: { kind: 'exchange', status: 400, message: 'No codes' } });
  });

  it('passes a text meta.message on along with the data', async () => {
    server.handle((_req, res) => sendJson(res, 200, okEnvelope({}, 'Password changed.')));
    expect(await client().request(contract.auth.changePassword, { oldPassword: 'a', newPassword: 'b' })).toEqual({
      ok: true,
      data: {},
      message: 'Password changed.',
    });
  });

  it('never logs the token or the request body', async () => {
    const log = vi.fn();
    server.handle((_req, res) => sendJson(res, 500, 'not an envelope'));
    await client({ log }).request(contract.auth.changePassword, { oldPassword: 'old-secret', newPassword: 'new-secret' });
    const lines = log.mock.calls.map(([line]) => String(line)).join('\n');
    expect(lines).not.toMatch(/old-secret|new-secret|header\.payload/);
  });
});
