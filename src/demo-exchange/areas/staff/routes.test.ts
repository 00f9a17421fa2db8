import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@shared/permissions';
import { adminExchangeForFile, userIdsByName } from '../../testing/route-setup';
import { STAFF_MESSAGES } from './messages';

const exchange = adminExchangeForFile();
let manager: string;
let ids: Record<string, string>;
beforeAll(async () => {
  manager = await exchange.t.login('manager', 'trader123');
  ids = userIdsByName(exchange.t);
});

type Role = { role: string; label: string; permission: Record<string, boolean>; accounts: number };
const roles = async (token = exchange.token) => (await exchange.t.call('/trader-roles', { token, body: {} })).body.data as Role[];
const table = { draw: 1, start: 0, length: 10, search: { value: '' }, order: [{ column: 0, dir: 'asc' }] };
const listStaff = async (extra: Record<string, unknown> = {}) =>
  (await exchange.t.call('/staff-list', { token: exchange.token, body: { ...table, ...extra } })).body.data as {
    original: { data: Array<{ userName: string; role: string }>; recordsTotal: number; recordsFiltered: number };
  };
const addStaff = (body: Record<string, unknown>, token = exchange.token) =>
  exchange.t.call('/add-staff', { token, body: { name: 'Someone', password: 'secret1', ...body } });

describe('staff calls need traderManagement', () => {
  it.each(['/trader-roles', '/staff-list', '/add-staff', '/reset-staff-password', '/change-staff-status', '/update-role-permission'])('%s answers 403 without it', async (path) => {
    const token = await exchange.t.login('logs', 'trader123');
    expect((await exchange.t.call(path, { token, body: {} })).status).toBe(403);
  });
});

describe('roles', () => {
  it('lists the eight staff roles with full default maps and their account counts', async () => {
    const all = await roles();
    expect(all.map((r) => r.role)).toEqual(['TRADER', 'FANCY_MANAGER', 'BOOKMAKER_MANAGER', 'SPORTSBOOK_MANAGER', 'SUPER_MANAGER', 'RISK_USER', 'AGENT', 'ADMIN']);
    for (const role of all) expect(Object.keys(role.permission).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(all.find((r) => r.role === 'TRADER')?.accounts).toBe(6);
    expect(all.find((r) => r.role === 'ADMIN')?.accounts).toBe(1);
    expect(all.find((r) => r.role === 'FANCY_MANAGER')?.permission).toMatchObject({ fancyManagement: true, fancyResults: true, addMarket: false });
  });

  it('changing a role’s defaults applies to accounts created afterwards only, and is audited', async () => {
    await addStaff({ userName: 'risk.before', role: 'RISK_USER' });
    const { status, body } = await exchange.t.call('/update-role-permission', { token: exchange.token, body: { role: 'risk_user', permission: { operationalLogs: true } } });
    expect(status).toBe(200);
    expect(body.meta.message).toBe(STAFF_MESSAGES.roleUpdated);
    await addStaff({ userName: 'risk.after', role: 'RISK_USER' });
    const permissionsOf = (userName: string) =>
      JSON.parse(String(exchange.t.db().prepare('SELECT permissions FROM users WHERE userName = ?').get(userName)?.permissions)) as Record<string, boolean>;
    expect(permissionsOf('risk.before')).toMatchObject({ casinoMonitor: true });
    expect(permissionsOf('risk.after')).toEqual({ operationalLogs: true });
    expect(exchange.t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'staff.roleDefaults' AND targetId = 'RISK_USER'").get()?.n).toBe(1);
  });

  it('keeps the ADMIN role and admin accounts to admins', async () => {
    expect((await exchange.t.call('/update-role-permission', { token: manager, body: { role: 'ADMIN', permission: {} } })).status).toBe(403);
    expect((await addStaff({ userName: 'sneaky', role: 'ADMIN' }, manager)).body.meta.message).toBe(STAFF_MESSAGES.adminOnly);
    expect((await exchange.t.call('/reset-staff-password', { token: manager, body: { staffId: ids.admin, newPassword: 'hijack1' } })).status).toBe(403);
  });
});

describe('staff accounts', () => {
  it('creates an account of a role with that role’s defaults; the role code is stored upper case', async () => {
    const { status, body } = await addStaff({ userName: 'fiona', role: 'fancy_manager' });
    expect(status).toBe(200);
    const row = exchange.t.db().prepare('SELECT role, permissions FROM users WHERE _id = ?').get((body.data as { id: string }).id);
    expect(row?.role).toBe('FANCY_MANAGER');
    expect(JSON.parse(String(row?.permissions))).toEqual({ marketManagement: true, fancyManagement: true, fancyResults: true });
  });

  it('refuses an unknown role and a taken user name', async () => {
    expect((await addStaff({ userName: 'x.role', role: 'WIZARD' })).status).toBe(400);
    expect((await addStaff({ userName: 'Fiona', role: 'AGENT' })).status).toBe(409);
  });

  it('does not let a non-admin create a role whose defaults exceed their own flags', async () => {
    const refused = await addStaff({ userName: 'booky', role: 'BOOKMAKER_MANAGER' }, manager);
    expect(refused.status).toBe(403);
  });

  it('lists staff by role, searches, and orders by any of its five columns', async () => {
    const fancy = await listStaff({ role: 'FANCY_MANAGER' });
    expect(fancy.original.data.map((row) => row.userName)).toEqual(['fiona']);
    expect(fancy.original.recordsTotal).toBe(1);
    const everyone = await listStaff({ length: 100, order: [{ column: 1, dir: 'asc' }] });
    const names = everyone.original.data.map((row) => row.userName);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('admin');
    expect((await listStaff({ search: { value: 'fio' } })).original.recordsFiltered).toBe(1);
  });

  it('resets a password (not one’s own), ends the account’s sessions, audited without the password', async () => {
    const before = await exchange.t.login('viewer', 'trader123');
    const { status } = await exchange.t.call('/reset-staff-password', { token: exchange.token, body: { staffId: ids.viewer, newPassword: 'fresh-pass' } });
    expect(status).toBe(200);
    expect((await exchange.t.call('/get-trader-permission', { token: before })).status).toBe(401);
    expect(await exchange.t.login('viewer', 'fresh-pass')).toBeTruthy();
    expect((await exchange.t.call('/reset-staff-password', { token: exchange.token, body: { staffId: ids.admin, newPassword: 'whatever1' } })).status).toBe(403);
    const after = exchange.t.db().prepare("SELECT \"after\" FROM audit_log WHERE action = 'staff.resetPassword'").get()?.after;
    expect(String(after)).not.toContain('fresh-pass');
  });
});

describe('staff status', () => {
  const setStatus = (staffId: string, status: string, token = exchange.token) => exchange.t.call('/change-staff-status', { token, body: { staffId, status } });

  it('deactivates an account of any role: its session ends, its logins are refused, and it is audited; reactivating lets it back', async () => {
    const id = ((await addStaff({ userName: 'risk.off', role: 'RISK_USER' })).body.data as { id: string }).id;
    const token = await exchange.t.login('risk.off', 'secret1');
    const off = await setStatus(id, 'inactive');
    expect(off.body).toMatchObject({ data: { status: 'inactive' }, meta: { message: STAFF_MESSAGES.accountDeactivated } });
    expect((await exchange.t.call('/trader-roles', { token, body: {} })).status).toBe(401);
    expect((await exchange.t.call('/login', { body: { userName: 'risk.off', password: 'secret1' } })).status).toBe(403);
    expect((await setStatus(id, 'active')).body.meta.message).toBe(STAFF_MESSAGES.accountActivated);
    // The session deactivation ended stays ended: only a new login gets back in.
    expect((await exchange.t.call('/trader-roles', { token, body: {} })).status).toBe(401);
    expect(await exchange.t.login('risk.off', 'secret1')).toBeTruthy();
    const audited = exchange.t.db().prepare("SELECT \"after\" FROM audit_log WHERE action = 'staff.status' AND targetId = ? ORDER BY id").all(id);
    expect(audited.map((row) => JSON.parse(String(row.after)) as unknown)).toEqual([{ status: 'inactive' }, { status: 'active' }]);
  });

  it('refuses one’s own account, an admin account to a non-admin, and an unknown account', async () => {
    const refusal = async (answer: ReturnType<typeof setStatus>) => {
      const { status, body } = await answer;
      return { status, message: body.meta.message };
    };
    expect(await refusal(setStatus(ids.admin ?? '', 'inactive'))).toEqual({ status: 403, message: STAFF_MESSAGES.notYourself });
    expect(await refusal(setStatus(ids.admin ?? '', 'inactive', manager))).toEqual({ status: 403, message: STAFF_MESSAGES.adminOnly });
    expect(await refusal(setStatus('000000000000000000000000', 'inactive'))).toEqual({ status: 404, message: STAFF_MESSAGES.staffNotFound });
    expect((await exchange.t.call('/trader-roles', { token: exchange.token, body: {} })).status).toBe(200);
  });

  it('does not let a non-admin switch off or reset an account holding a flag they do not hold', async () => {
    const stronger = ((await addStaff({ userName: 'risk.strong', role: 'RISK_USER' })).body.data as { id: string }).id;
    exchange.t.db().prepare('UPDATE users SET permissions = ? WHERE _id = ?').run(JSON.stringify({ casinoMonitor: true }), stronger);
    const off = await setStatus(stronger, 'inactive', manager);
    expect({ status: off.status, message: off.body.meta.message }).toEqual({ status: 403, message: STAFF_MESSAGES.cannotManageStronger });
    const reset = await exchange.t.call('/reset-staff-password', { token: manager, body: { staffId: stronger, newPassword: 'takeover1' } });
    expect({ status: reset.status, message: reset.body.meta.message }).toEqual({ status: 403, message: STAFF_MESSAGES.cannotManageStronger });
    expect(await exchange.t.login('risk.strong', 'secret1')).toBeTruthy();

    const weaker = ((await addStaff({ userName: 'risk.weak', role: 'RISK_USER' })).body.data as { id: string }).id;
    exchange.t.db().prepare('UPDATE users SET permissions = ? WHERE _id = ?').run(JSON.stringify({ operationalLogs: true }), weaker);
    expect((await setStatus(weaker, 'inactive', manager)).status).toBe(200);
  });
});
