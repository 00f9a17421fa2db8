import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../auth/jwt';
import { getJwtSecret } from '../auth/secret';
import { openSession } from '../db/sessions';
import { isLogged, SLOW_REQUEST_MS } from './server';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange();
});
afterAll(() => t.stop());

const cronLogs = (init: Parameters<TestExchange['call']>[1] = {}) => t.call('/cron-log-list', init);

describe('anti-forgery', () => {
  it('hands out an XSRF-TOKEN cookie to a client that has none', async () => {
    const response = await fetch(`${t.exchange.origin}${t.exchange.prefix}/cron-log-list`);
    expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[0-9a-f]{48}; Path=\/; SameSite=Strict$/);
  });

  it('refuses a POST without the header, with 403 and a fresh cookie to retry with', async () => {
    const { status, headers, body } = await t.call('/login', { body: { userName: 'admin', password: 'admin123' }, xsrf: false });
    expect(status).toBe(403);
    expect(body.meta.message).toBe('Invalid anti-forgery token.');
    expect(headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  const loginWithXsrf = (header: string) =>
    fetch(`${t.exchange.origin}${t.exchange.prefix}/login`, {
      method: 'POST',
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': header, 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'admin123' }),
    });

  it('refuses a header that does not match the cookie', async () => {
    const response = await loginWithXsrf('abd');
    expect(response.status).toBe(403);
  });

  it('accepts a POST whose header repeats its cookie', async () => {
    const response = await loginWithXsrf('abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('sessions', () => {
  it('answers 401 "Session expired, please log in again." without a token, or with a bad one', async () => {
    for (const token of [undefined, '', 'not-a-jwt']) {
      const { status, body } = await cronLogs({ token });
      expect(status).toBe(401);
      expect(body.meta).toEqual({ status: false, status_code: 401, message: 'Session expired, please log in again.' });
    }
  });

  it('answers 401 to a well-signed token whose exp has passed', async () => {
    const secret = getJwtSecret(t.db(), t.dataDir);
    const admin = t.db().prepare("SELECT _id FROM users WHERE userName = 'admin'").get();
    const past = Math.floor(Date.now() / 1000) - 10;
    const sub = String(admin?._id);
    const claims = { sub, role: 'admin', userName: 'admin', sid: openSession(t.db(), sub, past + 600) };
    const expired = signToken({ ...claims, iat: past - 60, exp: past }, secret);
    const valid = signToken({ ...claims, iat: past, exp: past + 600 }, secret);
    expect((await cronLogs({ token: expired })).status).toBe(401);
    expect((await cronLogs({ token: valid })).status).toBe(200);
  });

  it('answers 401 to a well-signed, unexpired token whose session the exchange never opened or has ended', async () => {
    const secret = getJwtSecret(t.db(), t.dataDir);
    const admin = String(t.db().prepare("SELECT _id FROM users WHERE userName = 'admin'").get()?._id);
    const now = Math.floor(Date.now() / 1000);
    const token = (sid: string) => signToken({ sub: admin, role: 'admin', userName: 'admin', sid, iat: now, exp: now + 600 }, secret);
    expect((await cronLogs({ token: token('never-opened') })).status).toBe(401);
    const sid = openSession(t.db(), admin, now + 600);
    expect((await cronLogs({ token: token(sid) })).status).toBe(200);
    t.db().prepare('DELETE FROM sessions WHERE sid = ?').run(sid);
    expect((await cronLogs({ token: token(sid) })).status).toBe(401);
  });

  it('answers 401 once the user is deactivated, even with a token issued before', async () => {
    const token = await t.login('logs', 'trader123');
    expect((await cronLogs({ token })).status).toBe(200);
    t.db().prepare("UPDATE users SET status = 'inactive' WHERE userName = 'logs'").run();
    expect((await cronLogs({ token })).status).toBe(401);
    t.db().prepare("UPDATE users SET status = 'active' WHERE userName = 'logs'").run();
  });

  it('answers 401 for a token of a user that no longer exists', async () => {
    const secret = getJwtSecret(t.db(), t.dataDir);
    const now = Math.floor(Date.now() / 1000);
    const sub = '000000000000000000000000';
    const ghost = signToken({ sub, role: 'admin', userName: 'ghost', sid: openSession(t.db(), sub, now + 60), iat: now, exp: now + 60 }, secret);
    expect((await cronLogs({ token: ghost })).status).toBe(401);
  });
});

describe('permissions', () => {
  it('answers 403 "You do not have permission to do this." to a user without the flag', async () => {
    const token = await t.login('viewer', 'trader123');
    const { status, body } = await cronLogs({ token });
    expect(status).toBe(403);
    expect(body.meta.message).toBe('You do not have permission to do this.');
  });

  it('reads the flags on every call, so a granted flag works at once', async () => {
    const token = await t.login('viewer', 'trader123');
    t.db().prepare(`UPDATE users SET permissions = '{"operationalLogs":true}' WHERE userName = 'viewer'`).run();
    expect((await cronLogs({ token })).status).toBe(200);
    t.db().prepare(`UPDATE users SET permissions = '{}' WHERE userName = 'viewer'`).run();
    expect((await cronLogs({ token })).status).toBe(403);
  });
});

describe('bad requests', () => {
  it('answers 404 in the envelope for an unknown route, 405 for a known path with the wrong method', async () => {
    const missing = await t.call('/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toEqual({ status: false, status_code: 404, message: 'Not found.' });
    const outside = await fetch(`${t.exchange.origin}/elsewhere`);
    expect(outside.status).toBe(404);
    const wrongMethod = await t.call('/login', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
  });

  it('answers 400 "Malformed JSON body." to broken JSON', async () => {
    const { status, body } = await t.call('/login', { rawBody: '{"userName": "admin",' });
    expect(status).toBe(400);
    expect(body.meta.message).toBe('Malformed JSON body.');
  });

  it('answers 413 to a body over 1 MB, and keeps serving', async () => {
    const { status } = await t.call('/login', { rawBody: JSON.stringify({ userName: 'a', password: 'x'.repeat(1_100_000) }) });
    expect(status).toBe(413);
    expect((await t.call('/login', { body: { userName: 'admin', password: 'admin123' } })).status).toBe(200);
  });

  it('checks the session and the permission before reading a body: a stranger is refused without it', async () => {
    // Broken JSON, and a non-multipart body on an upload route: the refusal is about who calls, not the body.
    expect((await t.call('/cron-log-list', { rawBody: '{"broken":' })).status).toBe(401);
    expect((await t.call('/bet-limit/import/preview', { body: { file: 'x' } })).status).toBe(401);
    const viewer = await t.login('viewer', 'trader123');
    expect((await t.call('/bet-limit/import/preview', { token: viewer, body: { file: 'x' } })).status).toBe(403);
    // And the connection keeps serving after an answer that left the body unread.
    expect((await t.call('/login', { body: { userName: 'admin', password: 'admin123' } })).status).toBe(200);
  });

  it('validates the input after the session and answers the object shape', async () => {
    const token = await t.login('admin', 'admin123');
    const { status, body } = await t.call('/change-password', { token, body: { oldPassword: 'admin123', newPassword: '123' } });
    expect(status).toBe(400);
    expect(body.meta.message).toEqual({ newPassword: { message: 'Password must be at least 6 characters long.' } });
    expect((await t.call('/change-password', { body: { oldPassword: '', newPassword: '' } })).status).toBe(401);
  });

  it('logs method, path, status and time, never a token or a password', async () => {
    const token = await t.login('admin', 'admin123');
    await cronLogs({ token });
    expect(t.logs.some((line) => /^POST \/api\/trader\/cron-log-list 200 \d+ms$/.test(line))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(token);
    expect(t.logs.join('\n')).not.toContain('admin123');
  });

  it('by default logs only failed and slow requests: a line per call would be a file write per call in the console', () => {
    expect(isLogged('problems', 200, 12)).toBe(false);
    expect(isLogged('problems', 403, 12)).toBe(false);
    expect(isLogged('problems', 500, 12)).toBe(true);
    expect(isLogged('problems', 200, SLOW_REQUEST_MS)).toBe(true);
    expect(isLogged('all', 200, 0)).toBe(true);
  });
});
