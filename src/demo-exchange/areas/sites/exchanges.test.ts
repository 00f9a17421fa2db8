import { describe, expect, it } from 'vitest';
import { createTrader, catalogueApi } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();
const add = (name: string, code: string, status: string) =>
  exchange.api.ok<{ _id: string; name: string }>('/exchange/add', { name, code, apiUrl: `https://api.${code.toLowerCase()}.example`, currency: 'INR', status });

describe('exchanges and projects', () => {
  it('adds, gets, updates, names and deletes an exchange; a code is checked', async () => {
    const added = await add('Pune Exchange', 'PUN', 'active');
    expect(await exchange.api.ok('/exchange/get', { _id: added._id })).toMatchObject({ name: 'Pune Exchange', projectCount: 0 });
    const updated = await exchange.api.ok('/exchange/update', { _id: added._id, name: 'Pune Exchange', code: 'PUN', apiUrl: 'https://pune.example', currency: 'INR', status: 'maintenance' });
    expect(updated).toMatchObject({ status: 'maintenance' });
    expect((await exchange.api.ok<Array<{ name: string }>>('/exchange/names')).map((n) => n.name)).toContain('Pune Exchange');
    expect((await exchange.api.call('/exchange/add', { name: 'Bad', code: 'bad', apiUrl: 'https://b.example', currency: 'INR', status: 'active' })).status).toBe(400);
    expect(await exchange.api.ok('/exchange/delete', { _id: added._id })).toEqual({ deleted: true });
  });

  it('changes a project\u2019s status across three exchanges, reporting the one that refused and keeping the others', async () => {
    const a = await add('Alpha Exchange', 'ALP', 'active');
    const b = await add('Beta Exchange', 'BET', 'active');
    const c = await add('Gamma Exchange', 'GAM', 'maintenance');
    const project = await exchange.api.ok<{ _id: string; exchanges: Array<{ status: string }> }>('/project/add', { name: 'Spring Cup', description: '', exchangeIds: [a._id, b._id, c._id] });
    expect(project.exchanges.map((x) => x.status)).toEqual(['paused', 'paused', 'paused']);
    const result = await exchange.api.call<{ applied: number; failed: number; outcomes: Array<{ exchangeName: string; ok: boolean; after: string; message: string }> }>('/project/status', {
      _id: project._id,
      status: 'live',
      exchangeIds: [a._id, b._id, c._id],
    });
    expect(result.status).toBe(200);
    expect(result.body.meta.message).toBe('Applied on 2 of 3 exchanges; 1 refused.');
    expect(result.data).toMatchObject({ applied: 2, failed: 1 });
    expect(result.data.outcomes).toEqual([
      expect.objectContaining({ exchangeName: 'Alpha Exchange', ok: true, after: 'live' }),
      expect.objectContaining({ exchangeName: 'Beta Exchange', ok: true, after: 'live' }),
      expect.objectContaining({ exchangeName: 'Gamma Exchange', ok: false, after: 'paused', message: 'The exchange is under maintenance: it takes no project status changes.' }),
    ]);
    const audits = exchange.t.db().prepare("SELECT after FROM audit_log WHERE action = 'project.status' ORDER BY id DESC LIMIT 3").all();
    expect(audits.map((row) => JSON.parse(String(row.after)).refused)).toContain('The exchange is under maintenance: it takes no project status changes.');
    expect((await exchange.api.call('/exchange/delete', { _id: a._id })).status).toBe(409);
  });

  it('refuses callers without addExchange', async () => {
    const trader = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-exchanges', ['addDomain']));
    expect((await trader.call('/exchange/names', {})).status).toBe(403);
  });
});
