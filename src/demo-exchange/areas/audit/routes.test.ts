import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@shared/audit';
import { audit } from '../../db/audit';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';

let t: TestExchange;
let admin: string;
beforeAll(async () => {
  t = await startTestExchange();
  admin = await t.login('admin', 'admin123');
  const db = t.db();
  const at = (iso: string) => new Date(iso);
  audit(db, { actorId: 'a1', actorUserName: 'admin', action: 'trader.create', targetType: 'user', targetId: 't1', after: { name: 'One' } }, at('2026-01-01T10:00:00Z'));
  audit(db, { actorId: 'a1', actorUserName: 'admin', action: 'trader.status', targetType: 'user', targetId: 't1', before: { status: 'active' }, after: { status: 'inactive' } }, at('2026-01-02T10:00:00Z'));
  audit(db, { actorId: 'm1', actorUserName: 'manager', action: 'trader.create', targetType: 'user', targetId: 't2' }, at('2026-01-03T10:00:00Z'));
});
afterAll(() => t.stop());

type AuditPage = { data: Array<{ action: string; actorUserName: string; before: unknown; after: unknown; at: string }>; recordsTotal: number; recordsFiltered: number; actions: string[] };
const page = async (filters: Record<string, unknown> = {}, token = admin) =>
  (await t.call('/audit-log-list', { token, body: { start: 0, length: 20, ...filters } })).body.data as AuditPage;

describe('the audit log list', () => {
  it('pages newest first with both counts, before/after as values, and the list of actions', async () => {
    const all = await page({ to: '2026-12-31T00:00:00Z' });
    expect(all.data.map((row) => row.at)).toEqual(['2026-01-03T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-01-01T10:00:00.000Z']);
    expect(all.data[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(all.actions).toEqual(expect.arrayContaining(['trader.create', 'trader.status']));
    expect((await page({ start: 1, length: 1, to: '2026-12-31T00:00:00Z' })).data.map((row) => row.at)).toEqual(['2026-01-02T10:00:00.000Z']);
  });

  it('filters by actor (from the start of the user name, any case), action and date range', async () => {
    const range = { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' };
    expect((await page({ ...range, userName: 'MAN' })).data.map((row) => row.actorUserName)).toEqual(['manager']);
    expect((await page({ ...range, action: 'trader.status' })).recordsFiltered).toBe(1);
    expect((await page({ from: '2026-01-02T00:00:00+00:00', to: '2026-01-02T23:59:59.999Z' })).data.map((row) => row.action)).toEqual(['trader.status']);
  });

  it('records what the console does: a password change appears as auth.changePassword', async () => {
    await t.call('/change-password', { token: admin, body: { oldPassword: 'admin123', newPassword: 'admin456' } });
    expect((await page({ action: 'auth.changePassword' })).recordsFiltered).toBe(1);
  });

  it('names every row’s target as it was, a deleted trader’s too', async () => {
    const created = await t.call('/add-trader', { token: admin, body: { name: 'QA Stale', userName: 'qa.stale', password: 'secret123' } });
    const traderId = String(t.db().prepare('SELECT _id FROM users WHERE userName = ?').get('qa.stale')?._id);
    expect(created.status).toBe(200);
    await t.call('/change-trader-permission', { token: admin, body: { traderId, permission: { exchangeManagement: true } } });
    await t.call('/change-trader-status', { token: admin, body: { traderId, status: 'inactive' } });
    expect((await t.call('/delete-trader', { token: admin, body: { traderId } })).status).toBe(200);
    const rows = (await t.call('/audit-log-list', { token: admin, body: { start: 0, length: 20, search: { value: '' } } })).body.data as { data: Array<{ targetId: string | null; targetName: string | null; action: string }> };
    const mine = rows.data.filter((row) => row.targetId === traderId);
    expect(mine.map((row) => row.action).sort()).toEqual(['trader.create', 'trader.delete', 'trader.permissions', 'trader.status']);
    for (const row of mine) expect(row.targetName, row.action).toBe('qa.stale');
  });

  it('sorts the Action column by the words shown, not the action keys, and pages that order (QA T26)', async () => {
    const db = t.db();
    const day = { from: '2025-06-01T00:00:00Z', to: '2025-06-01T23:59:59Z' };
    // Recorded in key order; by their labels the order is another one. An action not in the catalogue is shown, and sorted, as recorded.
    const recorded: AuditAction[] = ['staff.resetPassword', 'staff.roleDefaults', 'trader.create', 'trader.update', 'zz.newerExchange' as AuditAction];
    for (const [i, action] of recorded.entries()) {
      audit(db, { actorId: 'a1', actorUserName: 'admin', action, targetType: 'user', targetId: `s${i}` }, new Date(`2025-06-01T1${i}:00:00Z`));
    }
    const byAction = (dir: 'asc' | 'desc', start = 0, length = 20) => page({ ...day, start, length, order: [{ column: 2, dir }] });
    const labelOrder = ['staff.roleDefaults', 'staff.resetPassword', 'trader.create', 'trader.update', 'zz.newerExchange'];
    expect((await byAction('asc')).data.map((row) => row.action)).toEqual(labelOrder);
    expect((await byAction('desc')).data.map((row) => row.action)).toEqual([...labelOrder].reverse());
    const pages = [await byAction('asc', 0, 2), await byAction('asc', 2, 2), await byAction('asc', 4, 2)];
    expect(pages.flatMap((p) => p.data.map((row) => row.action))).toEqual(labelOrder);
    expect(pages[0]?.recordsFiltered).toBe(5);
  });

  it('needs operationalLogs, and rejects a malformed date', async () => {
    const viewer = await t.login('viewer', 'trader123');
    expect((await t.call('/audit-log-list', { token: viewer, body: { start: 0, length: 10 } })).status).toBe(403);
    expect((await t.call('/audit-log-list', { token: admin, body: { start: 0, length: 10, from: 'yesterday' } })).status).toBe(400);
  });
});
