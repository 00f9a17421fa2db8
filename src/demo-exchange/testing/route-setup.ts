import { afterAll, beforeAll } from 'vitest';
import { catalogueApi } from './catalogue-api';
import { startTestExchange, type TestExchange } from './test-exchange';

export type CatalogueApi = ReturnType<typeof catalogueApi>;

/** What most route test files start from: a fresh exchange, the seeded admin's token and their catalogue client. */
export const startAsAdmin = async (): Promise<{ t: TestExchange; token: string; api: CatalogueApi }> => {
  const t = await startTestExchange();
  const token = await t.login('admin', 'admin123');
  return { t, token, api: catalogueApi(t, token) };
};

/** Every account's id by its user name, read straight from the database. */
export const userIdsByName = (t: TestExchange): Record<string, string> =>
  Object.fromEntries(t.db().prepare('SELECT _id, userName FROM users').all().map((row) => [String(row.userName), String(row._id)]));

/**
 * A route test file's exchange: started as admin before its tests, stopped after them. Read `.t`, `.api`
 * and `.token` inside the tests (they are set once `beforeAll` has run).
 */
export const adminExchangeForFile = (): { t: TestExchange; token: string; api: CatalogueApi } => {
  const exchange = {} as { t: TestExchange; token: string; api: CatalogueApi };
  beforeAll(async () => {
    Object.assign(exchange, await startAsAdmin());
  });
  afterAll(() => exchange.t.stop());
  return exchange;
};
