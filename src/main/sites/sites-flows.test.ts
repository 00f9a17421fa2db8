import { describe, expect, it } from 'vitest';
import { DEMO_OTP_SECRET } from '../../demo-exchange/accounts';
import { totp } from '../../demo-exchange/auth/totp';
import { useSitesCore } from './test-core';

const startCore = useSitesCore();
const code = () => totp(DEMO_OTP_SECRET, Math.floor(Date.now() / 1000));

describe('OTP at login, through main', () => {
  it('asks for the code, keeps the challenge in main, and logs in with the right code', async () => {
    const { login, call } = await startCore();
    const first = await login('otp', 'trader123');
    expect(first).toEqual({ ok: true, data: { status: 'otpRequired', userName: 'otp', expiresAt: expect.any(Number) } });
    expect(JSON.stringify(first)).not.toMatch(/otpToken|accessToken/);
    expect(await call('session.getState')).toMatchObject({ data: { status: 'loggedOut' } });
    const wrong = await call('session.verifyOtp', { code: code() === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ ok: false, error: { fieldErrors: { code: 'That code is not right. Check your authenticator app and try again.' } } });
    expect(await call('session.verifyOtp', { code: code() })).toMatchObject({ ok: true, data: { status: 'loggedIn', user: { userName: 'otp' }, permissions: { addDomain: true } } });
  });

  it('goes back on cancel: a code then has nothing to answer', async () => {
    const { login, call } = await startCore();
    await login('otp', 'trader123');
    expect(await call('session.cancelOtp')).toMatchObject({ ok: true, data: { status: 'loggedOut' } });
    expect(await call('session.verifyOtp', { code: code() })).toMatchObject({ ok: false, error: { message: 'The code request has expired. Go back and log in again.' } });
    expect(await call('session.verifyOtp', { code: '12' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});

describe('domains: pending → active after the DNS provider has the record', () => {
  it('verifies through the DNS provider and records the outcome on the exchange', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    const sites = (await call('whiteLabels.list', { length: 10 })) as { data: { data: Array<{ _id: string; name: string }> } };
    const whiteLabelId = sites.data.data.find((s) => s.name === 'Pilot Site')?._id;
    const added = (await call('domains.save', { name: 'play.pilot.example', whiteLabelId, environment: 'staging' })) as { data: { _id: string; status: string } };
    expect(added.data.status).toBe('pending');
    const early = await call('domains.verify', { _id: added.data._id });
    expect(early).toMatchObject({ ok: true, data: { verified: false, domain: { status: 'pending', lastCheckProblem: expect.stringContaining('No TXT record') } } });
    expect(await call('domains.publishRecord', { _id: added.data._id })).toMatchObject({ ok: true, data: { published: true } });
    sent.length = 0;
    expect(await call('domains.verify', { _id: added.data._id })).toMatchObject({ ok: true, data: { verified: true, domain: { status: 'active' } } });
    expect(sent.some((request) => request.url.includes('/records?environment=staging&name=_exchange-verify.play.pilot.example&type=TXT'))).toBe(true);
  });
});

describe('geolocation lookups', () => {
  it('are cached: one IP is asked of the service once', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    sent.length = 0;
    const first = await call('geolocation.lookup', { ip: '198.51.100.7' });
    expect(await call('geolocation.lookup', { ip: '198.51.100.7' })).toEqual(first);
    await call('geolocation.lookup', { ip: '198.51.100.8' });
    expect(sent.filter((request) => request.url.includes('/json/')).map((request) => new URL(request.url).pathname)).toEqual(['/json/198.51.100.7', '/json/198.51.100.8']);
  });
});
