import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@shared/permissions';
import { userIdsByName } from '../../testing/route-setup';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';

let t: TestExchange;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await startTestExchange();
  ids = userIdsByName(t);
});
afterAll(() => t.stop());

const ask = async (as: string, traderId: string) =>
  t.call('/get-trader-permission', { token: await t.login(as, as === 'admin' ? 'admin123' : 'trader123'), body: { traderIs: 'trader', traderId } });

const permissionOf = (body: { data: unknown }) => (body.data as { permission: Record<string, boolean> }).permission;

describe('get trader permissions', () => {
  it('answers a trader their own flags, with every key of the catalogue present', async () => {
    const { status, body } = await ask('logs', ids.logs!);
    expect(status).toBe(200);
    const permission = permissionOf(body);
    expect(Object.keys(permission).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(Object.entries(permission).filter(([, on]) => on)).toEqual([['operationalLogs', true]]);
  });

  it('answers an admin every flag on', async () => {
    const permission = permissionOf((await ask('admin', ids.admin!)).body);
    expect(Object.values(permission).every((on) => on)).toBe(true);
  });

  it('refuses another trader’s flags to a trader without trader management', async () => {
    const { status, body } = await ask('trader', ids.logs!);
    expect(status).toBe(403);
    expect(body.meta.message).toBe('You do not have permission to do this.');
  });

  it('answers another trader’s flags to admins and to holders of marketTraderManagement', async () => {
    expect(permissionOf((await ask('admin', ids.trader!)).body)).toMatchObject({ addMarket: true, marketTraderManagement: false });
    expect(permissionOf((await ask('manager', ids.logs!)).body)).toMatchObject({ operationalLogs: true, marketManagement: false });
  });

  it('answers 404 for a trader that does not exist', async () => {
    const { status, body } = await ask('admin', 'ffffffffffffffffffffffff');
    expect(status).toBe(404);
    expect(body.meta.message).toBe('Trader not found.');
  });
});
