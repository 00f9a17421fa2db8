import { beforeAll, describe, expect, it } from 'vitest';
import { adminExchangeForFile, userIdsByName } from '../../testing/route-setup';
import { withoutBareParents } from '@shared/permissions';
import { STAFF_MESSAGES } from '../staff/messages';

const exchange = adminExchangeForFile();
let ids: Record<string, string>;
beforeAll(() => {
  ids = userIdsByName(exchange.t);
});

const tableRequest = (overrides: Record<string, unknown> = {}) => ({
  draw: 1,
  start: 0,
  length: 10,
  search: { value: '' },
  order: [{ column: 0, dir: 'desc' }],
  ...overrides,
});
type Page = { original: { draw: number; data: Array<{ _id: string; name: string; userName: string; status: string }>; recordsTotal: number; recordsFiltered: number } };
const list = async (overrides: Record<string, unknown> = {}, token = exchange.token) => (await exchange.t.call('/trader-list', { token, body: tableRequest(overrides) })).body.data as Page;

const create = async (userName: string, extra: Record<string, unknown> = {}, token = exchange.token) =>
  exchange.t.call('/add-trader', { token, body: { name: `Name of ${userName}`, userName, domain: '', password: 'secret1', role: 'TRADER', ...extra } });

const auditRows = (action: string, targetId: string) =>
  exchange.t.db().prepare('SELECT actorUserName, "before", "after" FROM audit_log WHERE action = ? AND targetId = ? ORDER BY id').all(action, targetId);

describe('every trader call needs marketTraderManagement', () => {
  const calls: Array<[string, unknown]> = [
    ['/trader-list', tableRequest()],
    ['/add-trader', { name: 'X', userName: 'x1', password: 'secret1' }],
    ['/delete-trader', { traderId: 'x' }],
    ['/change-trader-permission', { traderId: 'x', permission: {} }],
    ['/change-trader-status', { traderId: 'x', status: 'inactive' }],
    ['/trader-ip-logs', { traderId: 'x' }],
  ];
  it.each(calls)('%s answers 403 to a trader without it, whatever the input', async (path, body) => {
    const token = await exchange.t.login('trader', 'trader123');
    const { status, body: answer } = await exchange.t.call(path, { token, body });
    expect(status).toBe(403);
    expect(answer.meta).toMatchObject({ status: false, message: 'You do not have permission to do this.' });
  });

  it('answers 401 without a session', async () => {
    expect((await exchange.t.call('/trader-list', { body: tableRequest() })).status).toBe(401);
  });
});

describe('the traders list', () => {
  it('answers data.original with one page, both counts, the draw echoed, only accounts of role TRADER', async () => {
    const page = await list({ draw: 7 });
    expect(page.original.draw).toBe(7);
    expect(page.original.recordsTotal).toBe(6); // trader, manager, logs, viewer, suspended, otp
    expect(page.original.recordsFiltered).toBe(6);
    expect(page.original.data.map((row) => row.userName)).not.toContain('admin');
  });

  it('orders by column 0 (Name) descending by default, and by User Name when asked', async () => {
    const names = (await list()).original.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const userNames = (await list({ order: [{ column: 1, dir: 'asc' }] })).original.data.map((row) => row.userName);
    expect(userNames).toEqual(['logs', 'manager', 'otp', 'suspended', 'trader', 'viewer']);
  });

  it('falls back to the default order for a display column (Edit) and when no order is sent', async () => {
    const byDefault = (await list()).original.data.map((row) => row._id);
    expect((await list({ order: [{ column: 5, dir: 'asc' }] })).original.data.map((row) => row._id)).toEqual(byDefault);
    expect((await list({ order: [] })).original.data.map((row) => row._id)).toEqual(byDefault);
  });

  it('searches name and user name as a case-insensitive substring, and counts the matches', async () => {
    const page = await list({ search: { value: 'MAN' } });
    expect(page.original.data.map((row) => row.userName)).toEqual(['manager']);
    expect(page.original).toMatchObject({ recordsTotal: 6, recordsFiltered: 1 });
    expect((await list({ search: { value: 'Lena' } })).original.data.map((row) => row.userName)).toEqual(['logs']);
  });

  it('treats % and _ in the search as plain characters, and a word of punctuation alone as no word', async () => {
    expect((await list({ search: { value: 'tr%' } })).original.recordsFiltered).toBe(0);
    expect((await list({ search: { value: 'tr_der' } })).original.recordsFiltered).toBe(0);
    const all = (await list()).original.recordsTotal;
    expect((await list({ search: { value: '%' } })).original.recordsFiltered).toBe(all);
  });

  it('pages with start and length', async () => {
    const all = (await list()).original.data.map((row) => row._id);
    const second = (await list({ start: 2, length: 2 })).original.data.map((row) => row._id);
    expect(second).toEqual(all.slice(2, 4));
  });

  it('rejects a page longer than 100 rows', async () => {
    expect((await exchange.t.call('/trader-list', { token: exchange.token, body: tableRequest({ length: 1000 }) })).status).toBe(400);
  });
});

describe('add trader', () => {
  it('creates a TRADER with the role defaults, answers data.id and the success message, and audits it', async () => {
    const { status, body } = await create('new.trader');
    expect(status).toBe(200);
    expect(body.meta.message).toBe('Trader Added Successfully');
    const id = (body.data as { id: string }).id;
    const row = exchange.t.db().prepare('SELECT role, status, domain, permissions FROM users WHERE _id = ?').get(id);
    expect(row).toMatchObject({ role: 'TRADER', status: 'active', domain: 'demo-exchange.local' });
    expect(JSON.parse(String(row?.permissions))).toMatchObject({ marketManagement: true, exchangeManagement: true, addMarket: true });
    expect(auditRows('trader.create', id)).toEqual([expect.objectContaining({ actorUserName: 'admin' })]);
    expect(String(auditRows('trader.create', id)[0]?.after)).not.toMatch(/password|scrypt/i);
    expect(await exchange.t.login('new.trader', 'secret1')).toBeTruthy();
  });

  it('requires a password of at least 6 characters on create, as a field message', async () => {
    const missing = await create('nopw', { password: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.meta.message).toEqual({ password: { message: 'Password is required.' } });
    const short = await create('shortpw', { password: 'abc' });
    expect(short.body.meta.message).toEqual({ password: { message: 'Password must be at least 6 characters long.' } });
  });

  it('refuses a user name already taken, whatever its case, with 409 under User Name', async () => {
    const { status, body } = await create('MANAGER');
    expect(status).toBe(409);
    expect(body.meta.message).toEqual({ userName: { message: STAFF_MESSAGES.userNameTaken } });
  });

  it('refuses another role: staff of other roles are created in Trader Management', async () => {
    expect((await create('agent1', { role: 'AGENT' })).status).toBe(400);
  });

  it('edits with traderId: keeps the password when none is sent, changes it when one is', async () => {
    const id = ((await create('edit.me')).body.data as { id: string }).id;
    const edited = await exchange.t.call('/add-trader', { token: exchange.token, body: { name: 'Renamed', userName: 'edit.me2', domain: '', role: 'TRADER', traderId: id } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({ id });
    expect(await exchange.t.login('edit.me2', 'secret1')).toBeTruthy();
    await exchange.t.call('/add-trader', { token: exchange.token, body: { name: 'Renamed', userName: 'edit.me2', password: 'changed1', traderId: id } });
    expect(await exchange.t.login('edit.me2', 'changed1')).toBeTruthy();
    const [first] = auditRows('trader.update', id);
    expect(JSON.parse(String(first?.before))).toMatchObject({ name: 'Name of edit.me', userName: 'edit.me' });
    expect(JSON.parse(String(first?.after))).toMatchObject({ name: 'Renamed', userName: 'edit.me2', credentialsChanged: false });
  });

  it('refuses to edit an account that is not a trader, or a trader into a taken user name', async () => {
    expect((await create('admin2', { traderId: ids.admin })).status).toBe(400);
    expect((await create('viewer', { traderId: ids.logs, password: '' })).status).toBe(409);
  });
});

describe('delete trader', () => {
  it('deletes, audits, and the trader can no longer log in', async () => {
    const id = ((await create('delete.me')).body.data as { id: string }).id;
    const { status } = await exchange.t.call('/delete-trader', { token: exchange.token, body: { traderId: id } });
    expect(status).toBe(200);
    await expect(exchange.t.login('delete.me', 'secret1')).rejects.toThrow();
    expect(auditRows('trader.delete', id)).toHaveLength(1);
  });

  it('answers 404 for an unknown trader, and 403 for oneself', async () => {
    expect((await exchange.t.call('/delete-trader', { token: exchange.token, body: { traderId: 'ffffffffffffffffffffffff' } })).status).toBe(404);
    const manager = await exchange.t.login('manager', 'trader123');
    expect((await exchange.t.call('/delete-trader', { token: manager, body: { traderId: ids.manager } })).status).toBe(403);
  });
});

describe('change trader permission', () => {
  it('stores the map, answers its message, and the trader reads exactly the granted flags', async () => {
    const id = ((await create('perm.me')).body.data as { id: string }).id;
    const { status, body } = await exchange.t.call('/change-trader-permission', {
      token: exchange.token,
      body: { traderId: id, permission: { operationalLogs: true, casinoMonitor: true, marketManagement: false } },
    });
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ status: true, message: STAFF_MESSAGES.permissionsUpdated });
    const token = await exchange.t.login('perm.me', 'secret1');
    const flags = (await exchange.t.call('/get-trader-permission', { token, body: { traderIs: 'TRADER', traderId: id } })).body.data as {
      permission: Record<string, boolean>;
    };
    expect(Object.entries(flags.permission).filter(([, on]) => on).map(([key]) => key).sort()).toEqual(['casinoMonitor', 'operationalLogs']);
    const [row] = auditRows('trader.permissions', id);
    expect(JSON.parse(String(row?.after))).toEqual({ granted: ['casinoMonitor', 'operationalLogs'] });
  });

  it('rejects a key that is not in the catalogue', async () => {
    const { status } = await exchange.t.call('/change-trader-permission', { token: exchange.token, body: { traderId: ids.viewer, permission: { superPower: true } } });
    expect(status).toBe(400);
  });

  it('does not let a manager switch off, edit or delete a trader holding a flag the manager does not hold', async () => {
    const manager = await exchange.t.login('manager', 'trader123');
    const id = ((await create('strong.trader')).body.data as { id: string }).id;
    await exchange.t.call('/change-trader-permission', { token: exchange.token, body: { traderId: id, permission: { casinoMonitor: true } } });
    for (const [path, body] of [
      ['/change-trader-status', { traderId: id, status: 'inactive' }],
      ['/delete-trader', { traderId: id }],
      ['/add-trader', { traderId: id, name: 'Taken Over', userName: 'strong.trader', password: 'takeover1', role: 'TRADER' }],
    ] as const) {
      const { status, body: answer } = await exchange.t.call(path, { token: manager, body });
      expect({ path, status, message: answer.meta.message }).toEqual({ path, status: 403, message: STAFF_MESSAGES.cannotManageStronger });
    }
    expect(await exchange.t.login('strong.trader', 'secret1')).toBeTruthy();
    // The list says so on the row, for the manager; the admin may change it.
    const rowFor = async (token: string) => {
      const page = (await exchange.t.call('/trader-list', { token, body: { start: 0, length: 10, search: { value: 'strong.trader' } } })).body.data as { original: { data: Array<{ userName: string; manageable?: boolean }> } };
      return page.original.data.find((r) => r.userName === 'strong.trader');
    };
    expect((await rowFor(manager))?.manageable).toBe(false);
    expect((await rowFor(exchange.token))?.manageable).toBe(true);
  });

  it("gives a trader a manager creates only the role's defaults the manager holds, so the manager can manage it", async () => {
    const manager = await exchange.t.login('manager', 'trader123');
    const made = await create('made.by.manager', {}, manager);
    expect(made.status).toBe(200);
    const id = (made.body.data as { id: string }).id;
    const flags = exchange.t.db().prepare('SELECT permissions FROM users WHERE _id = ?').get(id) as { permissions: string };
    const managerFlags = exchange.t.db().prepare('SELECT permissions FROM users WHERE _id = ?').get(String(ids.manager)) as { permissions: string };
    const granted = Object.keys(JSON.parse(flags.permissions) as Record<string, boolean>);
    const held = JSON.parse(managerFlags.permissions) as Record<string, boolean>;
    expect(granted.filter((key) => held[key] !== true)).toEqual([]);
    expect(granted).not.toContain('exchangeManagement');
    // No parent without its children: the permissions modal, normalising them, would widen it on save.
    const grantedFlags = Object.fromEntries(granted.map((key) => [key, true]));
    expect(withoutBareParents(grantedFlags)).toEqual(grantedFlags);
    const token = await exchange.t.login('made.by.manager', 'secret1');
    expect((await exchange.t.call('/event-types', { token, body: { draw: 1, start: 0, length: 10, search: { value: '' } } })).status).toBe(403);
    expect((await exchange.t.call('/change-trader-status', { token: manager, body: { traderId: id, status: 'inactive' } })).status).toBe(200);
    expect(auditRows('trader.create', id)).toEqual([expect.objectContaining({ actorUserName: 'manager', after: expect.stringContaining('"permissions":[') })]);
  });

  it('gives a trader an admin creates all of the trader role\'s defaults', async () => {
    const id = ((await create('made.by.admin')).body.data as { id: string }).id;
    const flags = exchange.t.db().prepare('SELECT permissions FROM users WHERE _id = ?').get(id) as { permissions: string };
    expect(JSON.parse(flags.permissions)).toMatchObject({ exchangeManagement: true });
  });

  it('does not let a manager grant a flag they do not hold', async () => {
    const manager = await exchange.t.login('manager', 'trader123');
    const refused = await exchange.t.call('/change-trader-permission', { token: manager, body: { traderId: ids.viewer, permission: { casinoMonitor: true } } });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toBe(STAFF_MESSAGES.cannotGrantUnheld);
    const allowed = await exchange.t.call('/change-trader-permission', { token: manager, body: { traderId: ids.viewer, permission: { operationalLogs: true } } });
    expect(allowed.status).toBe(200);
  });
});

describe('trader status and Ip Logs', () => {
  it('deactivating logs the trader out at its next call and refuses its logins; reactivating lets it back', async () => {
    const id = ((await create('status.me')).body.data as { id: string }).id;
    const token = await exchange.t.login('status.me', 'secret1');
    const off = await exchange.t.call('/change-trader-status', { token: exchange.token, body: { traderId: id, status: 'inactive' } });
    expect(off.body).toMatchObject({ data: { status: 'inactive' }, meta: { message: STAFF_MESSAGES.traderDeactivated } });
    expect((await exchange.t.call('/get-trader-permission', { token, body: { traderIs: 'TRADER', traderId: id } })).status).toBe(401);
    expect((await exchange.t.call('/login', { body: { userName: 'status.me', password: 'secret1' } })).status).toBe(403);
    await exchange.t.call('/change-trader-status', { token: exchange.token, body: { traderId: id, status: 'active' } });
    // The session deactivation ended stays ended: only a new login gets back in.
    expect((await exchange.t.call('/get-trader-permission', { token, body: { traderIs: 'TRADER', traderId: id } })).status).toBe(401);
    expect(await exchange.t.login('status.me', 'secret1')).toBeTruthy();
    const audited = auditRows('trader.status', id).map((row) => JSON.parse(String(row.after)) as unknown);
    expect(audited).toEqual([{ status: 'inactive' }, { status: 'active' }]);
  });

  it('lists login attempts newest first: success, wrong password, inactive', async () => {
    const id = ((await create('ip.me')).body.data as { id: string }).id;
    await exchange.t.login('ip.me', 'secret1');
    await exchange.t.call('/login', { body: { userName: 'ip.me', password: 'wrong-one' } });
    await exchange.t.call('/change-trader-status', { token: exchange.token, body: { traderId: id, status: 'inactive' } });
    await exchange.t.call('/login', { body: { userName: 'ip.me', password: 'secret1' } });
    const { body } = await exchange.t.call('/trader-ip-logs', { token: exchange.token, body: { traderId: id } });
    const rows = body.data as Array<{ at: string; ip: string; outcome: string; client: string }>;
    expect(rows.map((row) => row.outcome)).toEqual(['inactive', 'wrong-password', 'success']);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1' });
  });
});
