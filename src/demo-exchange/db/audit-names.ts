import type { DatabaseSync } from 'node:sqlite';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue';
import { findBetLimitRecord, limitTargetWords } from '../areas/limits/bet-limits';

/** A market as people tell it apart: with its event ("Arsenal v Chelsea · Match Odds"), as result rows name it. */
const MARKET_TITLE = "e.name || ' · ' || m.name";

/** A query answering the record's `name` by its id, or a function naming it (a record that is not one row's column). */
type Namer = string | ((db: DatabaseSync, id: string) => string | null);

/**
 * How the audit names a record of a kind by its id, as it is when the row is written: the kinds whose rows
 * may record no name of their own (a status, a switch, a role's defaults).
 */
const NAME_OF: Readonly<Record<string, Namer>> = {
  user: 'SELECT userName AS name FROM users WHERE _id = ?',
  role: 'SELECT label AS name FROM staff_roles WHERE role = ?',
  sport: 'SELECT name FROM sports WHERE _id = ?',
  competition: 'SELECT name FROM competitions WHERE _id = ?',
  event: 'SELECT name FROM events WHERE _id = ?',
  marketType: 'SELECT name FROM market_types WHERE _id = ?',
  team: 'SELECT name FROM teams WHERE _id = ?',
  market: `SELECT ${MARKET_TITLE} AS name FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?`,
  selection: `SELECT ${MARKET_TITLE} || ' · ' || s.name AS name FROM selections s JOIN markets m ON m._id = s.marketId JOIN events e ON e._id = m.eventId WHERE s._id = ?`,
  // A family's code (matchOdds) in the words the bet-delay screen shows it by.
  marketFamily: (_db, family) => (Object.hasOwn(MARKET_FAMILY_LABELS, family) ? MARKET_FAMILY_LABELS[family as keyof typeof MARKET_FAMILY_LABELS] : null),
  // A limit by where it applies ("Competition: IPL", "Market: Arsenal v Chelsea · Match Odds").
  betLimit: (db, id) => {
    const limit = findBetLimitRecord(db, id);
    const target = limit === undefined || limit.level === 'default' ? '' : recordName(db, limit.level, limit.targetId);
    return limit === undefined || target === null ? null : limitTargetWords(limit.level, target);
  },
};

/** The name of the record of `kind` with `id`, or null (a kind the audit does not name this way, a record gone). */
export const recordName = (db: DatabaseSync, kind: string, id: string | null): string | null => {
  const namer = NAME_OF[kind];
  if (namer === undefined || id === null) return null;
  if (typeof namer === 'function') return namer(db, id);
  const row = db.prepare(namer).get(id);
  return typeof row?.name === 'string' ? row.name : null;
};

/** The name of a field's record, or of each of a list's ("Match Odds, Bookmaker"), those gone left out; null when none is named. */
const namesOf = (db: DatabaseSync, kind: string, ids: unknown): string | null => {
  if (!Array.isArray(ids)) return typeof ids === 'string' ? recordName(db, kind, ids) : null;
  const names = ids.flatMap((id) => (typeof id === 'string' ? (recordName(db, kind, id) ?? []) : []));
  return names.length === 0 ? null : names.join(', ');
};

/**
 * The fields of a recorded record that hold another record's id, a list of ids (named as one line) or a
 * staff role's code, each with the field its name is recorded in beside it and the kind it is of (or the
 * record's field that says it: a bet limit's target is of its level): the audit shows the name, never the
 * id. A role is an account's only (a player's role is words already).
 */
const REFERENCES: readonly { key: string; name: string; kind: string | { in: string }; targetType?: string }[] = [
  { key: 'sportId', name: 'sportName', kind: 'sport' },
  { key: 'competitionId', name: 'competitionName', kind: 'competition' },
  { key: 'eventId', name: 'eventName', kind: 'event' },
  { key: 'marketTypeId', name: 'marketTypeName', kind: 'marketType' },
  { key: 'marketTypeIds', name: 'marketTypeNames', kind: 'marketType' },
  { key: 'teamId', name: 'teamName', kind: 'team' },
  { key: 'userId', name: 'userName', kind: 'user' },
  { key: 'role', name: 'roleLabel', kind: 'role', targetType: 'user' },
  { key: 'targetId', name: 'targetName', kind: { in: 'level' }, targetType: 'betLimit' },
];

/**
 * A before/after record of a row about a `targetType`, with the names of the records it points at recorded
 * beside their ids (`eventName` beside `eventId`) as they are now: the log reads the same after a rename or a
 * delete. A name the record already has stays; a list or a plain value is kept as it is.
 */
export const withReferencedNames = (db: DatabaseSync, targetType: string, record: unknown): unknown => {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const fields = record as Readonly<Record<string, unknown>>;
  const names = REFERENCES.flatMap(({ key, name, kind, targetType: only }) => {
    const kindOf = typeof kind === 'string' ? kind : fields[kind.in];
    if (typeof kindOf !== 'string' || name in fields || (only !== undefined && only !== targetType)) return [];
    const found = namesOf(db, kindOf, fields[key]);
    return found === null ? [] : [[name, found] as const];
  });
  return names.length === 0 ? record : { ...fields, ...Object.fromEntries(names) };
};
