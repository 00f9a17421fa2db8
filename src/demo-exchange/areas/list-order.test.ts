import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type HttpOperation, type ListOrder } from '@shared/contract';
import { placeBet } from '../money/place-bet';
import { catalogueApi } from '../testing/catalogue-api';
import type { CatalogueApi } from '../testing/route-setup';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';

/**
 * The simulated punters paused and the casino tables not dealing (their rounds settle bets): balances and
 * bets stay still while a list is read page by page.
 */
const exchange = {} as { t: TestExchange; api: CatalogueApi };

/** Bets of a few punters on three markets, with ties (the same stake, the same price), for the bet and risk lists. */
beforeAll(async () => {
  exchange.t = await startTestExchange({ live: { betsPaused: true }, casinoDealer: false });
  exchange.api = catalogueApi(exchange.t, await exchange.t.login('admin', 'admin123'));
  const db = exchange.t.db();
  for (const [m, tag] of ['order-a', 'order-b', 'order-c'].entries()) {
    const { marketId } = await exchange.api.buildChain(tag);
    db.prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`).run(`l-${marketId}`, marketId);
    const outcomeId = String(db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence').get(marketId)?._id);
    for (let p = 1; p <= 3 + m; p += 1) {
      const accountId = String(db.prepare('SELECT _id FROM accounts WHERE userName = ?').get(`punter000${p}`)?._id);
      const stake = (p % 2 === 0 ? 50_00 : 20_00 * p) + m * 10_00;
      placeBet(db, { idempotencyKey: `${tag}-${p}`, accountId, marketId, outcomeId, outcomeName: 'Runner', side: 'back', odds: p % 2 === 0 ? 2 : 3.5, stake, placedAt: new Date() });
    }
  }
});
afterAll(() => exchange.t.stop());

type Row = Record<string, unknown>;

/** Every list operation that declares an order (the contract, walked: a new one is covered without a line here). */
const orderedLists = Object.values(contract)
  .flatMap((area) => Object.values(area as Record<string, unknown>))
  .filter((op): op is HttpOperation & { order: ListOrder } => typeof op === 'object' && op !== null && 'order' in op && op.order !== undefined);

/** What a list needs beside the request, where its input requires something. */
const FILTERS: Record<string, (api: CatalogueApi) => Promise<Row>> = {
  'whiteLabels.users': async (api) => {
    const labels = await api.ok<{ data: Array<{ _id: string; users: { total: number } }> }>('/white-label/list', { start: 0, length: 100 });
    const busiest = [...labels.data].sort((a, b) => b.users.total - a.users.total)[0];
    return { whiteLabelId: busiest?._id };
  },
};

/** A column's value in a row, where the row does not hold it under the column's id. */
const VALUES: Record<string, (row: Row) => unknown> = {
  'whiteLabels.list users': (row) => (row.users as { total: number }).total,
  'whiteLabels.list balance': (row) => (row.money as { balance: number }).balance,
  'whiteLabels.list exposure': (row) => (row.money as { exposure: number }).exposure,
  'audit.list at': (row) => row.at,
  'audit.list user': (row) => row.actorUserName,
};

/** Columns whose order is not their shown value (the casino tables' tab sorts by the tabs' own order). */
const NOT_BY_VALUE = new Set(['casino.events tabName']);

/** In order, as the exchange compares: numbers by value, text by code point or ignoring case (names). */
const inOrder = (a: unknown, b: unknown): boolean => {
  if (a === null || b === null) return true;
  if (typeof a === 'number' && typeof b === 'number') return a <= b;
  const [x, y] = [String(a), String(b)];
  return x <= y || x.toLowerCase() <= y.toLowerCase();
};

/**
 * A row's key, to compare two readings of a list by what is in them and where. A row with none of these
 * fails the test: comparing missing keys would pass whatever the pages held (add the list's key here).
 */
const KEY_FIELDS = ['_id', 'accountId', 'marketId', 'id'] as const;
const keyOf = (row: Row): unknown => {
  const field = KEY_FIELDS.find((name) => row[name] !== undefined && row[name] !== null);
  if (!field) throw new Error(`A row with no key this test knows (${KEY_FIELDS.join(', ')}): ${Object.keys(row).join(', ')}`);
  return row[field];
};
const keys = (rows: Row[]): string => JSON.stringify(rows.map(keyOf));

const rowsOf = (answer: unknown): Row[] => {
  const page = (answer as { original?: { data: Row[] } }).original ?? (answer as { data: Row[] });
  return page.data;
};

describe('every list with a declared order', () => {
  it('is declared consistently: its sortable and initial columns are among its columns', () => {
    expect(orderedLists.length).toBeGreaterThanOrEqual(10);
    for (const { id, order } of orderedLists) {
      for (const column of order.sortable) expect(order.columns, id).toContain(column);
      expect(order.sortable, id).toContain(order.initial.column);
    }
  });

  it.each(orderedLists.map((op) => [op.id, op] as const))('%s sorts by each sortable column either way, and pages under ties without repeating a row', async (id, op) => {
    const { api } = exchange;
    const filters = (await FILTERS[id]?.(api)) ?? {};
    const call = async (body: Row) => rowsOf(await api.ok(op.http.path, { start: 0, length: 100, ...filters, ...body }));
    expect((await call({})).length, `${id} has rows to sort`).toBeGreaterThanOrEqual(2);
    for (const column of op.order.sortable) {
      const index = op.order.columns.indexOf(column);
      const value = VALUES[`${id} ${column}`] ?? ((row: Row) => row[column]);
      for (const dir of ['asc', 'desc'] as const) {
        const rows = await call({ order: [{ column: index, dir }] });
        const values = rows.map(value);
        if (!NOT_BY_VALUE.has(`${id} ${column}`)) {
          const pairs = values.slice(1).map((next, i) => [values[i], next] as const);
          const wrong = pairs.find(([a, b]) => !(dir === 'asc' ? inOrder(a, b) : inOrder(b, a)));
          expect(wrong, `${id} by ${column} ${dir}`).toBeUndefined();
        }
        // Two half pages are the whole page: ties are broken the same way every time.
        const half = Math.max(1, Math.floor(rows.length / 2));
        const halves = [...(await call({ order: [{ column: index, dir }], length: half })), ...(await call({ order: [{ column: index, dir }], start: half, length: rows.length - half }))];
        expect(keys(halves), `${id} by ${column} ${dir}, paged`).toBe(keys(rows));
      }
    }
    // A request with no order, or one on a column that does not sort, gets the initial order.
    const initial = await call({ order: [{ column: op.order.columns.indexOf(op.order.initial.column), dir: op.order.initial.dir }] });
    expect(keys(await call({ order: [] })), `${id} with no order`).toBe(keys(initial));
    const unsortable = op.order.columns.findIndex((column) => !op.order.sortable.includes(column));
    if (unsortable >= 0) expect(keys(await call({ order: [{ column: unsortable, dir: 'asc' }] })), `${id} on a column that does not sort`).toBe(keys(initial));
  });
});
