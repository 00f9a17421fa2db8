import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUSPEND_ALL_CONFIRMATION } from '@shared/contract/markets';
import { save } from '@shared/contract/factories';
import { area } from '@shared/contract/operation';
import { ApiError } from '../http/api-error';
import { catalogueApi, createTrader } from '../testing/catalogue-api';
import { adminExchangeForFile } from '../testing/route-setup';
import { saveMarketForm, type FormMarket } from '../testing/market-form';
import { auditedSave } from './audited-routes';
import type { RouteContext } from './route';
import { savedBefore, type Saved } from './saved';
import { text } from './sql';
import { defineTable } from './table';

const EARLIER = '2026-05-01T13:40:00.000Z';
const OPENED = '2026-05-01T13:50:00.000Z';
const CHANGED = '2026-05-01T14:02:00.000Z';
const REORDERED = '2026-05-01T14:05:00.000Z';
const REFUSAL = 'QA Site One was changed by manager1 at 14:02 UTC since you opened it. Your changes are still here: reload it, then save again.';

describe('a save from a form opened on an older version of the record', () => {
  let db: DatabaseSync;
  /** The store's clock: each save writes the next minute as its updatedAt. */
  let minute: number;
  const TABS = defineTable({ name: 'tabs', notFound: 'Tab not found.' });
  const tabSchema = z.object({ _id: z.string(), name: z.string(), updatedAt: z.string() });
  type Tab = z.infer<typeof tabSchema>;
  const { saveTab: op } = area('casino', { saveTab: save({ path: '/tab/save', access: 'session', spec: [], input: z.strictObject({ _id: z.string().optional(), name: z.string() }), writes: ['tabs'], output: tabSchema }) });
  const toTab = (row: Record<string, unknown>): Tab => ({ _id: text(row._id), name: text(row.name), updatedAt: text(row.updatedAt) });
  /** The store: `shaped` answers `before` as the audit shows it (savedBefore), otherwise the stored row. */
  const store =
    (shaped: boolean) =>
    (input: { _id?: string | undefined; name: string }, ctx: RouteContext): Saved<Tab> => {
      const stored = TABS.require(ctx.db, input._id ?? '');
      minute += 1;
      TABS.update(ctx.db, text(stored._id), { name: input.name, updatedAt: `2026-05-01T14:${minute}:00.000Z` });
      const record = toTab(TABS.require(ctx.db, text(stored._id)));
      return shaped ? { record, id: record._id, ...savedBefore(toTab(stored), ({ name }) => ({ name })) } : { record, id: record._id, before: stored };
    };
  /** The audit as the exchange writes it: dated `at` when given (a save's row), now otherwise. */
  const ctx = () =>
    ({
      db,
      audit: (entry: { action: string; targetType: string; targetId: string | null; at?: string }) =>
        db.prepare('INSERT INTO audit_log (at, actorUserName, action, targetType, targetId) VALUES (?, ?, ?, ?, ?)').run(entry.at ?? new Date().toISOString(), 'admin', entry.action, entry.targetType, entry.targetId),
    }) as unknown as RouteContext;
  const audited = (at: string, actorUserName: string | null, action: string) =>
    db.prepare('INSERT INTO audit_log (at, actorUserName, action, targetType, targetId) VALUES (?, ?, ?, ?, ?)').run(at, actorUserName, action, 'casinoTab', 't1');
  const audits = () => db.prepare('SELECT COUNT(*) AS n FROM audit_log').get()?.n;
  const refusalOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

  beforeEach(() => {
    minute = 10;
    db = new DatabaseSync(':memory:');
    db.exec(`CREATE TABLE tabs (_id TEXT PRIMARY KEY, name TEXT NOT NULL, updatedAt TEXT NOT NULL);
             CREATE TABLE audit_log (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actorUserName TEXT, action TEXT NOT NULL, targetType TEXT NOT NULL, targetId TEXT);`);
    TABS.insert(db, { _id: 't1', name: 'QA Site One', updatedAt: CHANGED });
    // The user's own rename at 13:40, then the form opened at 13:50, then manager1's rename at 14:02.
    audited(EARLIER, 'admin', 'casinoTab.update');
    audited(CHANGED, 'manager1', 'casinoTab.update');
  });

  for (const shaped of [false, true]) {
    const route = auditedSave(op, 'casinoTab', store(shaped), ({ name }) => ({ name }));
    const kind = shaped ? 'a before shaped for the audit' : 'the stored row as before';

    it(`is refused (409 on expectedUpdatedAt, naming the save after the form's version: who and when) and writes nothing: ${kind}`, async () => {
      const refusal = await refusalOf(route.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: OPENED }, ctx()));
      expect(refusal).toBeInstanceOf(ApiError);
      // The instant beside the words, for a console that shows it in its user's zone.
      expect(refusal).toMatchObject({ status: 409, body: { expectedUpdatedAt: { message: REFUSAL }, changedAt: { message: CHANGED } } });
      expect(TABS.require(db, 't1')).toMatchObject({ name: 'QA Site One', updatedAt: CHANGED });
      expect(audits()).toBe(2);
    });

    it(`saves when the form read the version that save made, or says nothing of it: ${kind}`, async () => {
      await expect(route.handle({ _id: 't1', name: 'Fresh', expectedUpdatedAt: CHANGED }, ctx())).resolves.toMatchObject({ data: { name: 'Fresh' } });
      await expect(route.handle({ _id: 't1', name: 'Unchecked' }, ctx())).resolves.toMatchObject({ data: { name: 'Unchecked' } });
      expect(TABS.require(db, 't1').name).toBe('Unchecked');
      expect(audits()).toBe(4);
    });
  }

  it('dates its audit row at the updatedAt it saved, so the same form saving again from that version is not refused', async () => {
    const route = auditedSave(op, 'casinoTab', store(true), ({ name }) => ({ name }));
    const first = await route.handle({ _id: 't1', name: 'First', expectedUpdatedAt: CHANGED }, ctx());
    const savedAt = (first.data as Tab).updatedAt;
    expect(db.prepare("SELECT at FROM audit_log WHERE actorUserName = 'admin' ORDER BY id DESC LIMIT 1").get()?.at).toBe(savedAt);
    await expect(route.handle({ _id: 't1', name: 'Second', expectedUpdatedAt: savedAt }, ctx())).resolves.toMatchObject({ data: { name: 'Second' } });
  });

  it('is not refused for a change the form does not carry (a reorder moved updatedAt), unless the save declares that action an edit', async () => {
    TABS.update(db, 't1', { updatedAt: REORDERED });
    audited(REORDERED, 'manager2', 'casinoTab.sequence');
    const reordering = auditedSave(op, 'casinoTab', store(true), ({ name }) => ({ name }), ['casinoTab.sequence']);
    await expect(reordering.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: CHANGED }, ctx())).rejects.toMatchObject({
      body: { expectedUpdatedAt: { message: expect.stringMatching(/^QA Site One was changed by manager2 at 14:05 UTC since you opened it\./) }, changedAt: { message: REORDERED } },
    });
    const renaming = auditedSave(op, 'casinoTab', store(true), ({ name }) => ({ name }));
    await expect(renaming.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: CHANGED }, ctx())).resolves.toMatchObject({ data: { name: 'Mine' } });
  });

  it('names the latest save after the version read, and another user when it has no name', async () => {
    audited(REORDERED, null, 'casinoTab.update');
    const route = auditedSave(op, 'casinoTab', store(false), ({ name }) => ({ name }));
    await expect(route.handle({ _id: 't1', name: 'Mine', expectedUpdatedAt: OPENED }, ctx())).rejects.toMatchObject({
      body: { expectedUpdatedAt: { message: expect.stringMatching(/^QA Site One was changed by another user at 14:05 UTC since you opened it\./) } },
    });
  });
});

describe('edits of a market while other things happen to it', () => {
  const exchange = adminExchangeForFile();
  const read = (marketId: string) => exchange.api.ok<FormMarket>('/market', { _id: marketId });
  /** The market form's save of `market` as it opened, with `changes`, naming the version it opened. */
  const edit = (market: FormMarket, changes: Partial<FormMarket> = {}, api = exchange.api) => saveMarketForm(api, market, changes);
  const otherUser = async (userName: string) => catalogueApi(exchange.t, await createTrader(exchange.t, userName, ['addMarket']));

  it('accepts the save after a status change, a Suspend all and its Restore, and a bet delay: none of them is an edit', async () => {
    const { marketId } = await exchange.api.buildChain('Busy');
    const opened = await read(marketId);
    await exchange.api.ok('/market/status', { _id: marketId, status: 'suspended' });
    await exchange.api.ok('/market/status', { _id: marketId, status: 'open' });
    const { batchId } = await exchange.api.ok<{ batchId: string }>('/all-market/suspend', { confirmation: SUSPEND_ALL_CONFIRMATION });
    await exchange.api.ok('/all-market/restore', { batchId });
    await exchange.api.ok('/bet-delay/custom', { marketId, seconds: 7 });
    expect((await read(marketId)).updatedAt).not.toBe(opened.updatedAt);
    const saved = await edit(opened, { name: 'Busy Winner' });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Busy Winner', status: 'open' });
  });

  it('accepts the save of a fancy market after balls put it into ball running and out again', async () => {
    const [fancy] = await exchange.api.ok<Array<{ marketId: string; eventId: string }>>('/fancy/markets', {});
    if (!fancy) throw new Error('the demo has no fancy market');
    exchange.t.db().prepare(`UPDATE markets SET status = 'open' WHERE eventId = ? AND status = 'suspended'`).run(fancy.eventId);
    const opened = await read(fancy.marketId);
    await exchange.api.ok('/fancy/ball-by-ball', { eventId: fancy.eventId, action: 'bowl' });
    await exchange.api.ok('/fancy/ball-by-ball', { eventId: fancy.eventId, action: 'deliver', runs: 1 });
    expect((await read(fancy.marketId)).updatedAt).not.toBe(opened.updatedAt);
    expect((await edit(opened, { popular: !opened.popular })).status).toBe(200);
  });

  it("refuses the save after another user's edit or In-play switch, naming them; the user's own second save from the same form goes through", async () => {
    const { marketId } = await exchange.api.buildChain('Edited');
    const manager = await otherUser('manager1');
    const opened = await read(marketId);
    expect((await edit(opened, { name: 'Edited Renamed' }, manager)).status).toBe(200);
    const renamed = await read(marketId);
    expect(renamed.name).toBe('Edited Renamed');
    const refused = await edit(opened, { popular: true });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toEqual({
      expectedUpdatedAt: { message: expect.stringMatching(/^Edited Renamed was changed by manager1 at \d\d:\d\d UTC since you opened it\./) },
      changedAt: { message: renamed.updatedAt },
    });

    // Reloaded, saved twice from the same form: its second save names the version its first made.
    const first = await edit(renamed, { popular: true });
    expect(first.status).toBe(200);
    const audit = exchange.t.db().prepare("SELECT at FROM audit_log WHERE action = 'market.update' AND targetId = ? ORDER BY id DESC LIMIT 1").get(marketId);
    expect(audit?.at).toBe(first.data.updatedAt);
    expect((await edit(first.data, { name: 'Edited Twice' })).status).toBe(200);

    // A flag switched from the list is a change the form carries (In-play): declared an edit, it refuses.
    const before = await read(marketId);
    await manager.ok('/market/flags', { _id: marketId, inPlay: true });
    const flagged = await edit(before, { name: 'Edited Thrice' });
    expect(flagged.status).toBe(409);
    expect(JSON.stringify(flagged.body.meta.message)).toMatch(/Edited Twice was changed by manager1 at/);
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
    expect(stale.body.meta.message).toEqual({
      expectedUpdatedAt: { message: expect.stringMatching(/^QA Site Prime was changed by admin at \d\d:\d\d UTC since you opened it\./) },
      changedAt: { message: renamed.updatedAt },
    });
    const site = await admin.ok<{ name: string; commission: number; menus: string[] }>('/white-label/config', { _id: opened._id });
    expect(site).toMatchObject({ name: 'QA Site Prime', commission: 2, menus: ['sports'] });
    expect(t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'whiteLabel.update' AND targetId = ?").get(opened._id)?.n).toBe(1);
    // Reloaded, window A's change lands on B's.
    const reloaded = await admin.ok<{ updatedAt: string }>('/white-label/save', { _id: opened._id, name: 'QA Site Prime', ...config, menus: ['sports'], commission: 3, expectedUpdatedAt: renamed.updatedAt });
    expect(await admin.ok('/white-label/config', { _id: opened._id })).toMatchObject({ name: 'QA Site Prime', commission: 3, menus: ['sports'] });

    // The menus saved on their own (a declared edit: Configure carries them) refuse the form opened before.
    await admin.ok('/white-label/menus/save', { _id: opened._id, menus: ['sports', 'inPlay'] });
    const afterMenus = await admin.call('/white-label/save', { _id: opened._id, name: 'QA Site Prime', ...config, menus: ['sports'], commission: 4, expectedUpdatedAt: reloaded.updatedAt });
    expect(afterMenus.status).toBe(409);
    expect(await admin.ok('/white-label/config', { _id: opened._id })).toMatchObject({ commission: 3, menus: ['sports', 'inPlay'] });
  });
});
