import type { DatabaseSync } from 'node:sqlite';
import type { CatalogueLevel } from '@shared/catalogue';
import { pageOf, searchIn, type Page, type Paging } from '../../kit/paging';
import { readView } from '../../kit/read-view';
import { derived } from '../../kit/row-mapper';
import { bool, Where, type Row } from '../../kit/sql';
import { setActiveRow, type Table } from '../../kit/table';
import { COMPETITIONS, EVENTS, SPORTS } from './tables';

type ActiveFilter = 'all' | 'on' | 'off';

/** The levels with a list and an On/Off switch (markets have their own area). */
type LevelKind = Exclude<CatalogueLevel, 'market'>;

/** The catalogue's levels from the top, each with the alias its lists read it by; a level points at each one above it by `<kind>Id`. */
const LEVELS: readonly { kind: LevelKind; table: Table; alias: string }[] = [
  { kind: 'sport', table: SPORTS, alias: 's' },
  { kind: 'competition', table: COMPETITIONS, alias: 'c' },
  { kind: 'event', table: EVENTS, alias: 'e' },
];

const levelOf = (kind: LevelKind) => LEVELS.find((level) => level.kind === kind)!;

/** The levels above `kind`, nearest first. */
const levelsAbove = (kind: LevelKind) => LEVELS.slice(0, LEVELS.indexOf(levelOf(kind))).reverse();

/**
 * The On/Off filter of a level under sports, over the aliases of it and every level above it: "on" is what the
 * betting site shows (all of them switched on), "off" any of them switched off.
 */
const whereActiveChain = (where: Where, active: ActiveFilter, aliases: readonly string[]): void => {
  if (active === 'on') where.add(aliases.map((alias) => `${alias}.active = 1`).join(' AND '));
  if (active === 'off') where.add(`(${aliases.map((alias) => `${alias}.active = 0`).join(' OR ')})`);
};

/** A record's "shown on site": it is switched on, and so is every level above it (read as `<kind>Active`). */
export const shownOnSite = (kind: LevelKind) =>
  derived((row) => bool(row.active) && levelsAbove(kind).every((above) => bool(row[`${above.kind}Active`])));

/** A list's filters: the On/Off switch, and the records above it (`sportId`, `competitionId`) where it offers them. */
export type LevelFilter = Paging & { active: ActiveFilter } & { readonly [K in `${LevelKind}Id`]?: string | undefined };

/** How the routes read one level and switch its records. */
export interface LevelStore<R> {
  list(db: DatabaseSync, filter: LevelFilter): Page<R>;
  /** One record, or a 404 with the table's message. */
  get(db: DatabaseSync, id: string): R;
  setActive(db: DatabaseSync, id: string, active: boolean, now?: Date): R;
}

/** What a level's records count below them, each as `<what>Count`: the rows of a table, or the open markets. */
type Counted = 'competitions' | 'events' | 'markets' | 'openMarkets';

const countSql = (kind: LevelKind, counted: Counted): string => {
  const table = counted === 'openMarkets' ? 'markets' : counted;
  const open = counted === 'openMarkets' ? " AND b.status = 'open'" : '';
  return `(SELECT COUNT(*) FROM ${table} b WHERE b.${kind}Id = p._id${open}) AS ${counted.slice(0, -1)}Count`;
};

/**
 * How one level's records are read: its rows with the name and switch of every level above it
 * (`<kind>Name`, `<kind>Active`) and the `counts` below it, in `order`. A search word may be in the record's
 * name or in the name of a level above it, as the list's Under column reads them ("Sinner Tennis"), through
 * the view's joins.
 */
export const catalogueLevel = <R>(kind: LevelKind, view: { counts: readonly Counted[]; order: string }, toRecord: (row: Row) => R): LevelStore<R> => {
  const { table, alias } = levelOf(kind);
  const above = levelsAbove(kind);
  const VIEW = readView({
    select: [`${alias}.*`, ...above.flatMap((level) => [`${level.alias}.name AS ${level.kind}Name`, `${level.alias}.active AS ${level.kind}Active`])].join(', '),
    from: [`FROM ${table.name} ${alias}`, ...above.map((level) => `JOIN ${level.table.name} ${level.alias} ON ${level.alias}._id = ${alias}.${level.kind}Id`)].join(' '),
    counts: view.counts.map((counted) => countSql(kind, counted)).join(', '),
    order: view.order,
    key: `${alias}._id`,
    notFound: table.notFound,
  });
  /** The aliases of the level and of every level above it, nearest first. */
  const chain = [alias, ...above.map((level) => level.alias)];
  const get = (db: DatabaseSync, id: string): R => toRecord(VIEW.one(db, id));
  return {
    list(db, filter) {
      const where = new Where();
      for (const level of [...above].reverse()) {
        const id = filter[`${level.kind}Id`];
        if (id) where.add(`${alias}.${level.kind}Id = ?`, id);
      }
      whereActiveChain(where, filter.active, chain);
      return pageOf(db, filter, { ...VIEW, where, search: searchIn(...chain.map((named) => `${named}.name`)) }, toRecord);
    },
    get,
    setActive(db, id, active, now = new Date()) {
      setActiveRow(db, table, id, active, now);
      return get(db, id);
    },
  };
};
