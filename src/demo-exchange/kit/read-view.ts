import type { DatabaseSync } from 'node:sqlite';
import { found, type Row } from './sql';

/**
 * How an area reads its records: the table's rows with columns from the tables above them (`select`,
 * `from`), and counts from the tables below them, computed for the rows read only (the CTE limits
 * first, so a page costs the same at any table size).
 */
export interface ReadView {
  readonly from: string;
  /** The SELECT of one page for a WHERE clause, in `order`; ends in `LIMIT ? OFFSET ?` (see kit/paging.ts). */
  page(where: string): string;
  /** One record by key, or a 404 with `notFound`. */
  one(db: DatabaseSync, id: string): Row;
}

export const readView = (view: {
  /** What is selected from `from`. */
  select: string;
  from: string;
  /** `(SELECT COUNT(*) … WHERE x = p._id) AS xCount`, … over the page's rows `p`. */
  counts: string;
  /** The order of the rows, by the columns of `from` (`c.name`). */
  order: string;
  /** The key column, as `from` names it (`c._id`). */
  key: string;
  notFound: string;
}): ReadView => {
  // The page's order again over the CTE's rows: `c.name` becomes `p.name`.
  const outerOrder = view.order.replace(/\b\w+\./g, 'p.');
  const withCounts = (rows: string) => `WITH page AS (${rows}) SELECT p.*, ${view.counts} FROM page p ORDER BY ${outerOrder}`;
  return {
    from: view.from,
    page: (where) => withCounts(`SELECT ${view.select} ${view.from} ${where} ORDER BY ${view.order} LIMIT ? OFFSET ?`),
    one: (db, id) => found(db.prepare(withCounts(`SELECT ${view.select} ${view.from} WHERE ${view.key} = ?`)).get(id), view.notFound),
  };
};
