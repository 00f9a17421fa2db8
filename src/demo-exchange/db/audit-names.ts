import type { DatabaseSync } from 'node:sqlite';

/** A market as people tell it apart: with its event ("Arsenal v Chelsea · Match Odds"), as result rows name it. */
const MARKET_TITLE = "e.name || ' · ' || m.name";

/**
 * How the audit names a record of a kind by its id, as it is when the row is written: the kinds whose rows
 * may record no name of their own (a status, a switch, a role's defaults).
 */
const NAME_OF: Readonly<Record<string, string>> = {
  user: 'SELECT userName AS name FROM users WHERE _id = ?',
  role: 'SELECT label AS name FROM staff_roles WHERE role = ?',
  sport: 'SELECT name FROM sports WHERE _id = ?',
  competition: 'SELECT name FROM competitions WHERE _id = ?',
  event: 'SELECT name FROM events WHERE _id = ?',
  marketType: 'SELECT name FROM market_types WHERE _id = ?',
  team: 'SELECT name FROM teams WHERE _id = ?',
  market: `SELECT ${MARKET_TITLE} AS name FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?`,
  selection: `SELECT ${MARKET_TITLE} || ' · ' || s.name AS name FROM selections s JOIN markets m ON m._id = s.marketId JOIN events e ON e._id = m.eventId WHERE s._id = ?`,
};

/** The name of the record of `kind` with `id`, or null (a kind the audit does not name this way, a record gone). */
export const recordName = (db: DatabaseSync, kind: string, id: string | null): string | null => {
  const sql = NAME_OF[kind];
  const row = sql === undefined || id === null ? undefined : db.prepare(sql).get(id);
  return typeof row?.name === 'string' ? row.name : null;
};

/**
 * The fields of a recorded record that hold another record's id (or a staff role's code), each with the
 * field its name is recorded in beside it and the kind it is of: the audit shows the name, never the id. A
 * role is an account's only (a player's role is words already).
 */
const REFERENCES: readonly { key: string; name: string; kind: string; targetType?: string }[] = [
  { key: 'sportId', name: 'sportName', kind: 'sport' },
  { key: 'competitionId', name: 'competitionName', kind: 'competition' },
  { key: 'eventId', name: 'eventName', kind: 'event' },
  { key: 'marketTypeId', name: 'marketTypeName', kind: 'marketType' },
  { key: 'teamId', name: 'teamName', kind: 'team' },
  { key: 'role', name: 'roleLabel', kind: 'role', targetType: 'user' },
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
    const id = fields[key];
    if (typeof id !== 'string' || name in fields || (only !== undefined && only !== targetType)) return [];
    const found = recordName(db, kind, id);
    return found === null ? [] : [[name, found] as const];
  });
  return names.length === 0 ? record : { ...fields, ...Object.fromEntries(names) };
};
