import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { save } from '@shared/contract/factories';
import { area } from '@shared/contract/operation';
import { ApiError } from '../http/api-error';
import { adminExchangeForFile } from '../testing/route-setup';
import { auditedSave } from './audited-routes';
import type { RouteContext } from './route';
import { savedBefore, type Saved } from './saved';
import { text } from './sql';
import { defineTable } from './table';

const OPENED = '2026-05-01T13:50:00.000Z';
const CHANGED = '2026-05-01T14:02:00.000Z';

describe('a save from a form opened on an older version of the record', () => {
  let db: DatabaseSync;
  const TABS = defineTable({ name: 'tabs', notFound: 'Tab not found.' });
  const tabSchema = z.object({ _id: z.string(), name: z.string(), updatedAt: z.string() });
  type Tab = z.infer<typeof tabSchema>;
  const { saveTab: op } = area('casino', { saveTab: save({ path: '/tab/save', access: 'session', spec: [], input: z.strictObject({ _id: z.string().optional(), name: z.string() }), writes: ['tabs'], output: tabSchema }) });
  const toTab = (row: Record<string, unknown>): Tab => ({ _id: text(row._id), name: text(row.name), updatedAt: text(row.updatedAt) });
  /** The store: `shaped` answers `before` as the audit shows it, with the updatedAt beside it (savedBefore). */
  const store =
    (shaped: boolean) =>
    (input: { _id?: string | undefined; name: string }, ctx: RouteContext): Saved<Tab> => {
      const stored = TABS.require(ctx.db, input._id ?? '');
      TABS.update(ctx.db, text(stored._id), { name: input.name, updatedAt: '2026-05-01T14:10:00.000Z' });
      const record = toTab(TABS.require(ctx.db, text(stored._id)));
      return shaped ? { record, id: record._id, ...savedBefore(toTab(stored), ({ name }) => ({ name })) } : { record, id: record._id, before: stored };
    };
  const ctx = () =>
    ({
      db,
      audit: (entry: { action: string; targetType: string; targetId: string | null }) =>
        db.prepare('INSERT INTO audit_log (at, actorUserName, action, targetType, targetId) VALUES (?, ?, ?, ?, ?)').run('2026-05-01T14:10:00.000Z', 'admin', entry.action, entry.targetType, entry.targetId),
    }) as unknown as RouteContext;
  const audits = () => db.prepare('SELECT COUNT(*) AS n FROM audit_log').get()?.n;

  beforeEach(() => {
    db = new DatabaseSync(':memory:');
    db.exec(`CREATE TABLE tabs (_id TEXT PRIMARY KEY, name TEXT NOT NULL, updatedAt TEXT NOT NULL);
             CREATE TABLE audit_log (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actorUserName TEXT, action TEXT NOT NULL, targetType TEXT NOT NULL, targetId TEXT);`);
    TABS.insert(db, { _id: 't1', name: 'QA Site One', updatedAt: CHANGED });
    // Manager1 saved it at 14:02, after the form opened at 13:50.
    db.prepare('INSERT INTO audit_log (at, actorUserName, action, targetType, targetId) VALUES (?, ?, ?, ?, ?)').run(CHANGED, 'manager1', 'casinoTab.update', 'casinoTab', 't1');
  });

  for (const shaped of [false, true]) {
    const route = auditedSave(op, 'casinoTab', store(shaped), ({ name }) => ({ name }));
    const kind = shaped ? 'a before shaped for the audit' : 'the stored row as before';

    it(`is refused (409 on expectedUpdatedAt, naming who changed it and when) and writes nothing: ${kind}`, async () => {
      const refusal = await route.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: OPENED }, ctx()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({
        status: 409,
        body: { expectedUpdatedAt: { message: 'QA Site One was changed by manager1 at 14:02 UTC since you opened it. Your changes are still here: reload it, then save again.' } },
      });
      expect(TABS.require(db, 't1')).toMatchObject({ name: 'QA Site One', updatedAt: CHANGED });
      expect(audits()).toBe(1);
    });

    it(`saves when the form read the stored version, or says nothing of it: ${kind}`, async () => {
      await expect(route.handle({ _id: 't1', name: 'Fresh', expectedUpdatedAt: CHANGED }, ctx())).resolves.toMatchObject({ data: { name: 'Fresh' } });
      await expect(route.handle({ _id: 't1', name: 'Unchecked' }, ctx())).resolves.toMatchObject({ data: { name: 'Unchecked' } });
      expect(TABS.require(db, 't1').name).toBe('Unchecked');
      expect(audits()).toBe(3);
    });
  }

  it('names another user when the audit log has no change of the record', async () => {
    db.exec('DELETE FROM audit_log');
    const route = auditedSave(op, 'casinoTab', store(false), ({ name }) => ({ name }));
    await expect(route.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: OPENED }, ctx())).rejects.toMatchObject({ body: { expectedUpdatedAt: { message: expect.stringMatching(/^QA Site One was changed by another user since you opened it\./) } } });
  });

  it('refuses to save unchecked when the store answers no updatedAt to check against', async () => {
    const route = auditedSave(op, 'casinoTab', (input, c) => ({ ...store(true)(input, c), beforeUpdatedAt: undefined }), ({ name }) => ({ name }));
    await expect(route.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: CHANGED }, ctx())).rejects.toThrow(/answers no updatedAt/);
    expect(TABS.require(db, 't1').name).toBe('QA Site One');
  });
});

describe('two windows editing the same white label', () => {
  const exchange = adminExchangeForFile();

  it('refuses the second save from the older form instead of undoing the rename and the menus', async () => {
    const { t, api: admin } = exchange;
    const config = { adminUrl: 'https://admin.qa-one.example', clientUrl: 'https://qa-one.example', currency: 'INR', commission: 2, menus: ['sports', 'casino'] };
    const opened = await admin.ok<{ _id: string; updatedAt: string }>('/white-label/save', { name: 'QA Site One', ...config });
    // Window B renames it and drops Casino, from the same version window A opened.
    const renamed = await admin.ok<{ updatedAt: string }>('/white-label/save', { _id: opened._id, name: 'QA Site Prime', ...config, menus: ['sports'], expectedUpdatedAt: opened.updatedAt });
    // Window A changes only Commission, still holding the version it opened.
    const stale = await admin.call('/white-label/save', { _id: opened._id, name: 'QA Site One', ...config, commission: 3, expectedUpdatedAt: opened.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.meta.message).toEqual({ expectedUpdatedAt: { message: expect.stringMatching(/^QA Site Prime was changed by admin at \d\d:\d\d UTC since you opened it\./) } });
    const site = await admin.ok<{ name: string; commission: number; menus: string[] }>('/white-label/config', { _id: opened._id });
    expect(site).toMatchObject({ name: 'QA Site Prime', commission: 2, menus: ['sports'] });
    expect(t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'whiteLabel.update' AND targetId = ?").get(opened._id)?.n).toBe(1);
    // Reloaded, window A's change lands on B's.
    await admin.ok('/white-label/save', { _id: opened._id, name: 'QA Site Prime', ...config, menus: ['sports'], commission: 3, expectedUpdatedAt: renamed.updatedAt });
    expect(await admin.ok('/white-label/config', { _id: opened._id })).toMatchObject({ name: 'QA Site Prime', commission: 3, menus: ['sports'] });
  });
});
