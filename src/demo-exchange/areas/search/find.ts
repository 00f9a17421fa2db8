import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { DEFAULT_TRADER_ROLE } from '@shared/contract/traders';
import type { SearchGroup, SearchHit } from '@shared/contract/search';
import type { SearchKind } from '@shared/search/kinds';
import { searchWords } from '@shared/search/words';
import { searchEveryWord, type SearchColumns } from '../../kit/paging';
import { text, textOrNull, Where, type Row } from '../../kit/sql';
import { firstMarketsFound } from '../markets/search-index';
import { accountStatusLabel } from '@shared/money/accounts';
import { ROLE_DEFINITIONS } from '../staff/roles';
import type { StaffRole } from '@shared/contract/staff';

/** Hits of one kind, one more than asked for (so the group can say there are more). */
type Finder = (db: DatabaseSync, needle: string, take: number) => SearchHit[];

/** A stored role (the seed's "trader", Staff's "RISK_USER") in the words of Trader Management ("Risk User"). */
const roleWords = (role: string): string => ROLE_DEFINITIONS[role.toUpperCase() as StaffRole]?.label ?? role;
const sentenceCase = (code: string): string => `${code.charAt(0).toUpperCase()}${code.slice(1)}`;

const rows = (db: DatabaseSync, sql: string, ...params: SQLInputValue[]): Row[] => db.prepare(sql).all(...params) as Row[];
const joined = (...parts: Array<string | null>) => parts.filter((part): part is string => !!part).join(' · ');

const CATALOGUE_PATH = `JOIN sports s ON s._id = x.sportId`;

/**
 * Markets holding every word of the search in their name or their event's name, through the trigram index (an
 * index lookup at 200,000 markets, stopping at the first page; search-index.ts), or by their id or access code
 * typed in full. Words of fewer than three characters are too short for trigrams: with a longer word they are
 * tested on the markets it finds; alone ("14 30"), the rarest is looked up through the names and events that
 * hold it, or the markets are read in creation order until the first page is found (search-index.ts).
 */
const markets: Finder = (db, needle, take) => {
  // An id typed in full, then what the words find (a code typed among them first).
  const ids = rows(db, `SELECT rowid AS rid FROM markets WHERE _id = ?`, needle.trim()).map((row) => Number(row.rid));
  for (const rid of firstMarketsFound(db, needle, take)) if (!ids.includes(rid)) ids.push(rid);
  const page = ids.slice(0, take);
  if (page.length === 0) return [];
  const found = rows(
    db,
    `SELECT x.rowid AS rid, x._id, x.name, x.sportId, x.competitionId, x.eventId, e.name AS eventName, s.name AS sportName, t.name AS typeName
       FROM markets x JOIN events e ON e._id = x.eventId ${CATALOGUE_PATH} JOIN market_types t ON t._id = x.marketTypeId
      WHERE x.rowid IN (${page.map(() => '?').join(', ')})`,
    ...page,
  );
  const order = new Map(page.map((rid, index) => [rid, index]));
  return found
    .sort((a, b) => (order.get(Number(a.rid)) ?? 0) - (order.get(Number(b.rid)) ?? 0))
    .map((row) => ({
      kind: 'market',
      id: text(row._id),
      name: text(row.name),
      detail: joined(text(row.eventName), text(row.sportName), text(row.name) === text(row.typeName) ? null : text(row.typeName)),
      sportId: text(row.sportId),
      competitionId: text(row.competitionId),
      eventId: text(row.eventId),
    }));
};

/** The rows of `select` that pass `filter` and hold every word of the search in `columns`, in `order`, `take` at most. */
const withEveryWord = (db: DatabaseSync, select: string, filter: Where, columns: SearchColumns, needle: string, order: string, take: number): Row[] => {
  searchEveryWord(columns)(filter, needle);
  return rows(db, `${select} ${filter.sql()} ORDER BY ${order} LIMIT ?`, ...filter.params, take);
};

/** A catalogue level (sports, competitions, events) holding every word in its name, or by its id; a few thousand rows at most. */
const level =
  (kind: 'sport' | 'competition' | 'event', table: string, detail: string, join: string): Finder =>
  (db, needle, take) =>
    withEveryWord(db, `SELECT x.*, ${detail} AS detail FROM ${table} x ${join}`, new Where(), { contains: ['x.name'], equals: ['x._id'] }, needle, 'x.name', take).map((row) => ({
      kind,
      id: text(row._id),
      name: text(row.name),
      detail: text(row.detail),
      sportId: kind === 'sport' ? text(row._id) : text(row.sportId),
      ...(kind === 'sport' ? {} : { competitionId: kind === 'competition' ? text(row._id) : text(row.competitionId) }),
      ...(kind === 'event' ? { eventId: text(row._id) } : {}),
    }));

/** Console accounts (market traders, or staff of every other role) holding every word in their name or user name, or by id. */
const consoleUsers =
  (kind: 'trader' | 'staff'): Finder =>
  (db, needle, take) => {
    const role = new Where().add(kind === 'trader' ? `role = ? COLLATE NOCASE` : `role <> ? COLLATE NOCASE`, DEFAULT_TRADER_ROLE);
    return withEveryWord(db, 'SELECT _id, name, userName, role, status FROM users', role, { contains: ['name', 'userName'], equals: ['_id'] }, needle, 'userName', take).map((row) => ({
      kind,
      id: text(row._id),
      name: text(row.userName),
      detail: joined(text(row.name), roleWords(text(row.role)), text(row.status) === 'active' ? null : sentenceCase(text(row.status))),
    }));
  };

/** Betting accounts (punters) holding every word in their user name or name, or by id, with their agent. */
const punters: Finder = (db, needle, take) =>
  withEveryWord(
    db,
    'SELECT a._id, a.userName, a.name, a.status, p.userName AS parent FROM accounts a LEFT JOIN accounts p ON p._id = a.parentId',
    new Where().add(`a.level = 'punter'`),
    { contains: ['a.userName', 'a.name'], equals: ['a._id'] },
    needle,
    'a.userName',
    take,
  ).map((row) => {
    const parent = textOrNull(row.parent);
    return { kind: 'punter', id: text(row._id), name: text(row.userName), detail: joined(text(row.name), parent ? `agent ${parent}` : null, text(row.status) === 'active' ? null : accountStatusLabel(text(row.status))) };
  });

const FINDERS: Readonly<Record<SearchKind, Finder>> = {
  market: markets,
  event: level('event', 'events', `c.name || ' · ' || s.name`, `JOIN competitions c ON c._id = x.competitionId ${CATALOGUE_PATH}`),
  competition: level('competition', 'competitions', 's.name', CATALOGUE_PATH),
  sport: level('sport', 'sports', `'Sport'`, ''),
  trader: consoleUsers('trader'),
  staff: consoleUsers('staff'),
  punter: punters,
};

/** One group per kind asked for, in the order given; empty groups are left out, and a text of no words finds nothing. */
export const searchEverything = (db: DatabaseSync, kinds: readonly SearchKind[], needle: string, limit: number): SearchGroup[] =>
  (searchWords(needle).length === 0 ? [] : kinds)
    .map((kind) => {
      const hits = FINDERS[kind](db, needle, limit + 1);
      return { kind, hits: hits.slice(0, limit), more: hits.length > limit };
    })
    .filter((group) => group.hits.length > 0);
