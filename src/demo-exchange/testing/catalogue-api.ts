import { hashPassword } from '../auth/passwords';
import { insertUser } from '../db/users';
import type { CallResult, TestExchange } from './test-exchange';

/** Test support: calls of the catalogue as one user, with the answer's data typed loosely. */
export const catalogueApi = (t: TestExchange, token: string) => {
  const call = async <T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<CallResult & { data: T }> => {
    const result = await t.call(path, { token, body });
    return { ...result, data: result.body.data as T };
  };
  const ok = async <T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<T> => {
    const result = await call<T>(path, body);
    if (result.status !== 200) throw new Error(`${path} answered ${result.status}: ${JSON.stringify(result.body.meta)}`);
    return result.data;
  };
  /** A sport → competition → event → market chain built by hand, names made unique by `tag`. */
  const buildChain = async (tag: string) => {
    const sport = await ok<{ _id: string }>('/event-type/save', { name: `Sport ${tag}` });
    const competition = await ok<{ _id: string }>('/competition/save', { sportId: sport._id, name: `Competition ${tag}` });
    const event = await ok<{ _id: string }>('/event/save', {
      competitionId: competition._id,
      name: `Home ${tag} v Away ${tag}`,
      openDate: '2030-01-01T12:00:00.000Z',
      createAutoMarkets: false,
    });
    const types = await ok<{ data: Array<{ _id: string; code: string }> }>('/market-types', { length: 100 });
    const matchOdds = types.data.find((type) => type.code === 'MATCH_ODDS')?._id;
    const market = await ok<{ _id: string; accessCode: string }>('/market/save', {
      eventId: event._id,
      marketTypeId: matchOdds,
      selections: [{ name: `Home ${tag}` }, { name: `Away ${tag}` }],
    });
    return { sportId: sport._id, competitionId: competition._id, eventId: event._id, marketId: market._id, accessCode: market.accessCode, matchOddsTypeId: matchOdds ?? '' };
  };
  return { call, ok, buildChain };
};

/** A trader holding exactly these flags, created straight in the database. */
export const createTrader = async (t: TestExchange, userName: string, flags: readonly string[]): Promise<string> => {
  insertUser(t.db(), {
    name: userName,
    userName,
    passwordHash: await hashPassword('secret123'),
    role: 'trader',
    permissions: Object.fromEntries(flags.map((flag) => [flag, true])),
  });
  return t.login(userName, 'secret123');
};
