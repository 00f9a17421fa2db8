import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_OTP_SECRET } from '../../accounts';
import { totp } from '../../auth/totp';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange();
});
afterAll(() => t.stop());

const login = (userName: string, password: string) => t.call('/login', { body: { userName, password } });
const code = (offsetSeconds = 0) => totp(DEMO_OTP_SECRET, Math.floor(Date.now() / 1000) + offsetSeconds);
/** A code that is not this step's (nor, by a 1 in 10^6 chance, the next one's). */
const wrongCode = (i: number) => (`12345${i}` === code() || `12345${i}` === code(30) ? '999999' : `12345${i}`);
/** The account starts with no failures: each test's back-off is its own. */
const forgetLogins = () => t.db().prepare("DELETE FROM login_history WHERE userName = 'otp'").run();

describe('OTP at login', () => {
  it('answers a challenge instead of a token, then the token for the right code, once', async () => {
    const first = await login('otp', 'trader123');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ otpRequired: true, otpToken: expect.any(String), expiresInSeconds: 300 });
    expect(JSON.stringify(first.body)).not.toContain('accessToken');
    const { otpToken } = first.body.data as { otpToken: string };
    const wrong = await t.call('/verify-otp', { body: { otpToken, code: '000000' === code() ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.meta.message).toEqual({ code: { message: 'That code is not right. Check your authenticator app and try again.' } });
    // One code for the rest: a fresh code() after a 30-second boundary is a new step, not a reuse.
    const used = code();
    const right = await t.call('/verify-otp', { body: { otpToken, code: used } });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ accessToken: expect.any(String), userDetail: { userName: 'otp' } });
    // The challenge is spent, and the same code cannot open another.
    expect((await t.call('/verify-otp', { body: { otpToken, code: used } })).status).toBe(410);
    const again = (await login('otp', 'trader123')).body.data as { otpToken: string };
    const reused = await t.call('/verify-otp', { body: { otpToken: again.otpToken, code: used } });
    expect(reused.body.meta.message).toEqual({ code: { message: 'That code was already used. Wait for the next one.' } });
  });

  it('closes a challenge after five wrong codes, and never answers the secret', async () => {
    forgetLogins();
    const { otpToken } = (await login('otp', 'trader123')).body.data as { otpToken: string };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await t.call('/verify-otp', { body: { otpToken, code: '12345'.concat(String(i)) === code() ? '999999' : `12345${i}` } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 410]);
    expect((await t.call('/verify-otp', { body: { otpToken, code: code() } })).status).toBe(410);
    expect(t.logs.join('\n')).not.toContain(DEMO_OTP_SECRET);
  });

  it('counts wrong codes like wrong passwords: after five, a new login waits even with the right password', async () => {
    // The test above left five wrong codes, and no full login since.
    const locked = await login('otp', 'trader123');
    expect(locked.status).toBe(429);
    expect(JSON.stringify(locked.body)).not.toContain('otpToken');
    const history = t.db().prepare("SELECT outcome FROM login_history WHERE userName = 'otp' ORDER BY id").all().map((row) => row.outcome);
    expect(history.filter((outcome) => outcome === 'wrong-code')).toHaveLength(5);
    // A right password alone is not a login: only the right code ends the back-off.
    expect(history.filter((outcome) => outcome === 'awaiting-code')).toHaveLength(1);
    expect(history.filter((outcome) => outcome === 'success')).toHaveLength(0);
  });

  it('keeps one code step open per account, and holds even a right code during the back-off', async () => {
    forgetLogins();
    const first = (await login('otp', 'trader123')).body.data as { otpToken: string };
    const second = (await login('otp', 'trader123')).body.data as { otpToken: string };
    // Logging in again closed the first step: no more guesses beside the second one's.
    expect((await t.call('/verify-otp', { body: { otpToken: first.otpToken, code: code() } })).status).toBe(410);
    for (let i = 0; i < 4; i += 1) expect((await t.call('/verify-otp', { body: { otpToken: second.otpToken, code: wrongCode(i) } })).status).toBe(400);
    expect((await login('otp', 'wrong-password')).status).toBe(400);
    // Five failures: the back-off holds on the open step too, before the code is looked at (and not counted).
    const held = await t.call('/verify-otp', { body: { otpToken: second.otpToken, code: code() } });
    expect(held.status).toBe(429);
    expect(held.body.meta.message).toEqual({ code: { message: expect.stringMatching(/^Too many failed logins\. Try again in/) } });
    expect(t.db().prepare("SELECT COUNT(*) AS n FROM login_history WHERE userName = 'otp' AND outcome = 'wrong-code'").get()?.n).toBe(4);
  });
});

describe('site tools', () => {
  it('verifies a market access code', async () => {
    const admin = catalogueApi(t, await t.login('admin', 'admin123'));
    const { accessCode } = await admin.buildChain('codes');
    expect(await admin.ok('/access-code/verify', { accessCode: accessCode.toLowerCase() })).toMatchObject({ valid: true, market: { name: 'Match Odds' } });
    expect(await admin.ok('/access-code/verify', { accessCode: 'ZZZZZZZZ' })).toMatchObject({ valid: false, market: null });
  });

  it('records the connection the console reports, counting reconnects', async () => {
    const admin = catalogueApi(t, await t.login('admin', 'admin123'));
    expect(await admin.ok('/connection-id', { connectionId: 'conn-00000001', reconnect: false })).toMatchObject({ connectionId: 'conn-00000001', reconnects: 0 });
    expect(await admin.ok('/connection-id', { connectionId: 'conn-00000002', reconnect: true })).toMatchObject({ connectionId: 'conn-00000002', reconnects: 1 });
  });

  it('counts, reports by the spec\u2019s report fields, and audits a generic call for admins only', async () => {
    const token = await t.login('admin', 'admin123');
    const get = async (path: string) => (await fetch(`${t.exchange.origin}${t.exchange.prefix}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{ data: Record<string, unknown> }>;
    expect((await get('/count?of=whiteLabels')).data).toEqual({ of: 'whiteLabels', count: 3 });
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    const report = await get(`/report?start=${today}&end=${today}&max=10`);
    expect(report.data).toMatchObject({ total: 3, realm: 'INR' });
    const admin = catalogueApi(t, token);
    expect(await admin.ok('/generic-call/audit', { method: 'GET', path: '/count', fields: [] })).toEqual({ recorded: true });
    expect(t.db().prepare("SELECT after FROM audit_log WHERE action = 'genericCall.request'").get()?.after).toBe('{"method":"GET","path":"/count","fields":[]}');
    const sites = catalogueApi(t, await createTrader(t, 'site-tools', ['addDomain']));
    expect((await sites.call('/generic-call/audit', { method: 'GET', path: '/count', fields: [] })).status).toBe(403);
    const sitesToken = await t.login('site-tools', 'secret123');
    const player = await (await fetch(`${t.exchange.origin}${t.exchange.prefix}/player-report?userName=punter0001`, { headers: { authorization: `Bearer ${sitesToken}` } })).json() as { data: unknown };
    expect(player.data).toMatchObject({ userName: 'punter0001', level: 'punter', whiteLabelName: 'Royal Play', currency: 'INR' });
    // A name of no account is refused on the field it was typed in.
    const nobody = await fetch(`${t.exchange.origin}${t.exchange.prefix}/player-report?userName=nosuchpunter`, { headers: { authorization: `Bearer ${sitesToken}` } });
    expect([nobody.status, ((await nobody.json()) as { meta: { message: unknown } }).meta.message]).toEqual([422, { userName: { message: 'No such user.' } }]);
  });

  it('names the currency of each site’s amounts in the report and the player report, whatever the realm', async () => {
    t.db().prepare("UPDATE white_labels SET currency = 'USD' WHERE name = 'Royal Play'").run();
    onTestFinished(() => void t.db().prepare("UPDATE white_labels SET currency = 'INR' WHERE name = 'Royal Play'").run());
    const token = await t.login('admin', 'admin123');
    const get = async (path: string) => ((await (await fetch(`${t.exchange.origin}${t.exchange.prefix}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> }).data;
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    const report = (await get(`/report?start=${today}&end=${today}&max=10&realm=INR`)) as { rows: Array<{ name: string; currency: string }> };
    expect(Object.fromEntries(report.rows.map((row) => [row.name, row.currency]))).toEqual({ 'Lucky Star': 'INR', 'Pilot Site': 'INR', 'Royal Play': 'USD' });
    expect(await get('/player-report?userName=punter0001')).toMatchObject({ whiteLabelName: 'Royal Play', currency: 'USD' });
  });
});
