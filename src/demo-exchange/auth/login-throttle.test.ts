import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES, loginLockedMessage, loginRetryAfterMs } from './login-throttle';

let t: TestExchange;
beforeEach(async () => {
  t = await startTestExchange({ adminPassword: 'admin-secret' });
});
afterEach(() => t.stop());

const login = (userName: string, password: string) => t.call('/login', { body: { userName, password } });
const failTimes = async (n: number, userName = 'trader') => {
  for (let i = 0; i < n; i += 1) expect((await login(userName, `wrong-${i}`)).status).toBe(400);
};

describe('login back-off', () => {
  it('refuses even the right password after too many wrong ones on the account, with a clear wait', async () => {
    await failTimes(ACCOUNT_FREE_FAILURES);
    const { status, body } = await login('trader', 'trader123');
    expect(status).toBe(429);
    expect(body.meta).toMatchObject({ status: false, message: { password: { message: expect.stringMatching(/^Too many failed logins\. Try again in (30|29) seconds\.$/) } } });
    // Another account from the same address is not locked by this one's failures.
    expect((await login('admin', 'admin-secret')).status).toBe(200);
  });

  it('lets a user who mistyped a few times in, and a success clears the count', async () => {
    await failTimes(ACCOUNT_FREE_FAILURES - 1);
    expect((await login('TRADER', 'trader123')).status).toBe(200);
    await failTimes(ACCOUNT_FREE_FAILURES - 1);
    expect((await login('trader', 'trader123')).status).toBe(200);
  });

  it('backs off per address: many user names from one address lock that address', async () => {
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i += 1) expect((await login(`guess-${i}`, 'nope')).status).toBe(400);
    expect((await login('admin', 'admin-secret')).status).toBe(429);
  });

  it('doubles the wait with every further failure, at most 15 minutes, and never counts refused attempts', async () => {
    await failTimes(ACCOUNT_FREE_FAILURES);
    const db = t.db();
    const last = Date.parse((db.prepare("SELECT at FROM login_history ORDER BY id DESC LIMIT 1").get() as { at: string }).at);
    expect(loginRetryAfterMs(db, { userName: 'trader', ip: '10.9.9.9' }, last)).toBe(30_000);
    expect(loginRetryAfterMs(db, { userName: 'trader', ip: '10.9.9.9' }, last + 30_000)).toBe(0);
    // Refused attempts during the wait are not written as failures: the wait does not grow.
    await login('trader', 'trader123');
    await login('trader', 'trader123');
    expect(loginRetryAfterMs(db, { userName: 'trader', ip: '10.9.9.9' }, last)).toBe(30_000);
    const insert = db.prepare("INSERT INTO login_history (userId, userName, at, ip, outcome, client) VALUES (NULL, 'trader', ?, '10.1.1.1', 'wrong-password', 'test')");
    for (let i = 0; i < 20; i += 1) insert.run(new Date(last).toISOString());
    expect(loginRetryAfterMs(db, { userName: 'trader', ip: '10.9.9.9' }, last)).toBe(15 * 60_000);
  });

  it('says minutes for long waits', () => {
    expect(loginLockedMessage(1000)).toBe('Too many failed logins. Try again in 1 second.');
    expect(loginLockedMessage(120_000)).toBe('Too many failed logins. Try again in 2 minutes.');
    expect(loginLockedMessage(899_500)).toBe('Too many failed logins. Try again in 15 minutes.');
  });
});
