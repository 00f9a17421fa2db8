import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange({ adminPassword: 'admin-secret' });
});
afterAll(() => t.stop());

const lastLogin = () => t.db().prepare('SELECT * FROM login_history ORDER BY id DESC LIMIT 1').get();

describe('login', () => {
  it('answers the token and user detail with "Login successful."', async () => {
    const { status, body } = await t.call('/login', { body: { userName: 'admin', password: 'admin-secret' } });
    expect(status).toBe(200);
    expect(body.meta).toEqual({ status: true, status_code: 200, message: 'Login successful.' });
    expect(body.data).toMatchObject({ accessToken: expect.any(String), userDetail: { role: 'admin', userName: 'admin', name: 'Administrator' } });
    expect((body.data as { userDetail: { _id: string } }).userDetail._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('accepts the user name in any case', async () => {
    expect((await t.call('/login', { body: { userName: 'Trader', password: 'trader123' } })).status).toBe(200);
  });

  it('refuses a wrong password with 400 and the object-shaped message on the password field', async () => {
    const { status, body } = await t.call('/login', { body: { userName: 'trader', password: 'nope' } });
    expect(status).toBe(400);
    expect(body.meta).toEqual({ status: false, status_code: 400, message: { password: { message: 'Invalid username or password.' } } });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await t.call('/login', { body: { userName: 'ghost', password: 'nope' } });
    const wrong = await t.call('/login', { body: { userName: 'trader', password: 'nope' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an inactive account with 403 and a text message', async () => {
    const { status, body } = await t.call('/login', { body: { userName: 'suspended', password: 'trader123' } });
    expect(status).toBe(403);
    expect(body.meta.message).toBe('Your account is inactive. Contact your administrator.');
  });

  it('tells a signed-in user whose account was deactivated meanwhile why their next call is refused', async () => {
    const token = await t.login('viewer', 'trader123');
    t.db().prepare(`UPDATE users SET status = 'inactive' WHERE userName = 'viewer'`).run();
    try {
      const { status, body } = await t.call('/trader-list', { token, body: { start: 0, length: 10 } });
      expect(status).toBe(401);
      expect(body.meta.message).toBe('Your account is inactive. Contact your administrator.');
      expect((await t.call('/trader-list', { token: 'not-a-token', body: { start: 0, length: 10 } })).body.meta.message).toBe('Session expired, please log in again.');
    } finally {
      t.db().prepare(`UPDATE users SET status = 'active' WHERE userName = 'viewer'`).run();
    }
  });

  it('records every attempt with its outcome, ip and client', async () => {
    const attempt = async (userName: string, password: string) => {
      await t.call('/login', { body: { userName, password }, headers: { 'user-agent': `tester ${'x'.repeat(500)}` } });
      return lastLogin();
    };
    expect(await attempt('logs', 'trader123')).toMatchObject({ userName: 'logs', outcome: 'success', ip: '127.0.0.1' });
    expect((await attempt('logs', 'trader123'))?.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(await attempt('logs', 'bad')).toMatchObject({ outcome: 'wrong-password' });
    expect(await attempt('nobody', 'bad')).toMatchObject({ outcome: 'unknown-user', userId: null });
    const inactive = await attempt('suspended', 'trader123');
    expect(inactive).toMatchObject({ outcome: 'inactive' });
    expect(String(inactive?.client)).toMatch(/^tester x+$/);
    expect(String(inactive?.client).length).toBe(200);
  });

  it('answers the field messages of the contract for an empty form', async () => {
    const { status, body } = await t.call('/login', { body: { userName: '', password: '' } });
    expect(status).toBe(400);
    expect(body.meta.message).toEqual({ userName: { message: 'Username is required.' }, password: { message: 'Password is required.' } });
  });
});

describe('change password', () => {
  it('refuses a wrong old password with 400 and a text message', async () => {
    const token = await t.login('viewer', 'trader123');
    const { status, body } = await t.call('/change-password', { token, body: { oldPassword: 'wrong1', newPassword: 'newpass1' } });
    expect(status).toBe(400);
    expect(body.meta.message).toBe('Old password is incorrect.');
  });

  it('refuses a new password that is the old one, and changes nothing (the other sessions stay)', async () => {
    const token = await t.login('viewer', 'trader123');
    const other = await t.login('viewer', 'trader123');
    const { status, body } = await t.call('/change-password', { token, body: { oldPassword: 'trader123', newPassword: 'trader123' } });
    expect(status).toBe(400);
    expect(body.meta.message).toBe('The new password is the same as the old one: choose a different one.');
    expect((await t.call('/change-password', { token: other, body: { oldPassword: 'wrong1', newPassword: 'newpass1' } })).status).toBe(400);
  });

  it('changes the password, answers "Password changed successfully." and audits it without any secret', async () => {
    const token = await t.login('viewer', 'trader123');
    const { status, body } = await t.call('/change-password', { token, body: { oldPassword: 'trader123', newPassword: 'brand-new-pw' } });
    expect(status).toBe(200);
    expect(body.meta).toEqual({ status: true, status_code: 200, message: 'Password changed successfully.' });

    const db = t.db();
    const user = db.prepare("SELECT _id, passwordHash FROM users WHERE userName = 'viewer'").get();
    expect(await verifyPassword('brand-new-pw', String(user?.passwordHash))).toBe(true);
    const row = db.prepare("SELECT * FROM audit_log WHERE action = 'auth.changePassword' ORDER BY id DESC").get();
    expect(row).toMatchObject({ actorId: user?._id, actorUserName: 'viewer', targetType: 'user', targetId: user?._id });
    expect(JSON.stringify(row)).not.toMatch(/brand-new-pw|trader123|scrypt/);
    expect(t.logs.join('\n')).not.toMatch(/brand-new-pw|trader123|Bearer|eyJ/);

    expect((await t.call('/login', { body: { userName: 'viewer', password: 'trader123' } })).status).toBe(400);
    expect((await t.call('/login', { body: { userName: 'viewer', password: 'brand-new-pw' } })).status).toBe(200);
  });
  it('ends every other session of the account at once; the session that changed the password carries on', async () => {
    const here = await t.login('logs', 'trader123');
    const elsewhere = await t.login('logs', 'trader123');
    const cronLogs = (token: string) => t.call('/cron-log-list', { token });
    expect((await cronLogs(elsewhere)).status).toBe(200);
    await t.call('/change-password', { token: here, body: { oldPassword: 'trader123', newPassword: 'moved-on-1' } });
    expect((await cronLogs(here)).status).toBe(200);
    const { status, body } = await cronLogs(elsewhere);
    expect(status).toBe(401);
    expect(body.meta.message).toBe('Session expired, please log in again.');
    expect((await cronLogs(await t.login('logs', 'moved-on-1'))).status).toBe(200);
  });
});
