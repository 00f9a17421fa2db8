import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { searchWords } from '@shared/search/words';
import { requestedOrder, type ListOrder } from '@shared/contract/list-order';
import type { SortDirection } from '@shared/contract/data-table';
import { containsPattern, count, Where, type Row } from './sql';

/**
 * The paging part of a list request, in the DataTables vocabulary the contract speaks end to end (start,
 * length, search.value, order). A list whose operation declares no order keeps one fixed order (the
 * catalogue's is the site's sequence) and reads no `order`.
 */
export interface Paging {
  readonly start: number;
  readonly length: number;
  readonly search: { readonly value: string };
  readonly order?: ReadonlyArray<{ readonly column: number; readonly dir: SortDirection }>;
}

/**
 * The ORDER BY terms of a request on a list with a declared order: the column asked for (the list's initial
 * one otherwise) by its SQL, each term in the direction asked, then `key` the same way, so pages never overlap.
 */
export const orderSql = <S extends string>(
  order: ListOrder<string, S>,
  sql: Readonly<Record<S, string | readonly string[]>>,
  key: string,
  paging: Pick<Paging, 'order'>,
): string => {
  const { column, dir } = requestedOrder(order, paging.order);
  const direction = dir === 'desc' ? 'DESC' : 'ASC';
  const terms = [sql[column]].flat();
  return [...terms, key].map((term) => `${term} ${direction}`).join(', ');
};

/** The search text of a request, trimmed ('' for none). */
export const searchText = (paging: Paging): string => paging.search.value.trim();

/** A type, not an interface: the contract's loose page objects need it assignable to an index signature. */
export type Page<T> = { data: T[]; recordsTotal: number; recordsFiltered: number };

/** How one list is counted, searched and paged. */
export interface PageQuery {
  /** `FROM <table> <alias> [JOIN …]`: what is counted. */
  readonly from: string;
  /** The list's filters; they bound recordsTotal. The search is added to it. */
  readonly where: Where;
  /** Adds a non-empty search to `where`; `searchIn(...)` covers the usual "contains" search. */
  search(where: Where, text: string): void;
  /** The page's SELECT for a WHERE clause; it ends in `LIMIT ? OFFSET ?`, which this helper fills. */
  page(whereSql: string): string;
  /** The total with no filter, where the list keeps it rather than counting (a large table). */
  total?(): number;
}

/** What one word of a search is looked for in: columns that contain it, and columns it must equal (an id typed in full). */
export interface SearchColumns {
  readonly contains: readonly string[];
  readonly equals?: readonly string[];
}

/** One word's clause: the word inside one of `contains` (an escaped LIKE parameter) or equal to one of `equals`. */
export const wordClause = ({ contains, equals = [] }: SearchColumns, word: string): [string, ...SQLInputValue[]] => {
  const pattern = containsPattern(word);
  const tests = [...contains.map((column) => `${column} LIKE ? ESCAPE '\\'`), ...equals.map((column) => `${column} = ?`)];
  return [`(${tests.join(' OR ')})`, ...contains.map(() => pattern), ...equals.map(() => word)];
};

/**
 * The search of every list: every word of the text (`searchWords`: punctuation alone is no word), literally,
 * inside at least one of the columns ("Total Goals Tottenham" finds the market "Total Goals" of the event
 * "Tottenham v Newcastle"); one clause per word, each word a parameter.
 */
export const searchEveryWord =
  (columns: SearchColumns) =>
  (where: Where, text: string): void => {
    for (const word of searchWords(text)) where.add(...wordClause(columns, word));
  };

/** The usual search: every word inside one of these columns. */
export const searchIn = (...columns: string[]) => searchEveryWord({ contains: columns });

/**
 * A column stored as a code, as the user reads it (`production` → "Production"): a CASE over the labels, so a
 * search finds the word the list shows. The labels are the code's own constants, quoted here, not user input.
 */
export const labelSql = (column: string, labels: Readonly<Record<string, string>>): string => {
  const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const cases = Object.entries(labels).map(([code, label]) => `WHEN ${quoted(code)} THEN ${quoted(label)}`);
  return `(CASE ${column} ${cases.join(' ')} ELSE ${column} END)`;
};

/**
 * One page of a list, the DataTables way (spec §3): recordsTotal under the filters, recordsFiltered with
 * the search too, and the rows of `paging`. Every list of the demo pages through here, so a change of the
 * request (ordering, say) is made once.
 */
export const pageOf = <T>(db: DatabaseSync, paging: Paging, query: PageQuery, toRecord: (row: Row) => T): Page<T> => {
  const { where } = query;
  const counted = () => count(db, `SELECT COUNT(*) AS n ${query.from} ${where.sql()}`, where.params);
  const recordsTotal = query.total && where.clauses.length === 0 ? query.total() : counted();
  const text = searchText(paging);
  const searching = searchWords(text).length > 0;
  if (searching) query.search(where, text);
  const recordsFiltered = searching ? counted() : recordsTotal;
  const rows = db.prepare(query.page(where.sql())).all(...where.params, paging.length, paging.start);
  return { data: rows.map(toRecord), recordsTotal, recordsFiltered };
};

/**
 * One page of a short list already in memory (bet limits: one per target at most), searched as `searchIn`
 * searches: an item is kept when `matches` finds every word of the search (lower case) in it.
 */
export const pageOfList = <T>(all: readonly T[], paging: Paging, matches: (item: T, needle: string) => boolean): Page<T> => {
  const words = searchWords(searchText(paging).toLowerCase());
  const filtered = words.length > 0 ? all.filter((item) => words.every((word) => matches(item, word))) : all;
  return { data: filtered.slice(paging.start, paging.start + paging.length), recordsTotal: all.length, recordsFiltered: filtered.length };
};
