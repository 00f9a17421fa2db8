import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { AUDIT_ORDER } from '@shared/contract/audit';
import type { AuditRow } from '@shared/contract';
import { AUDIT_ACTIONS } from '@shared/audit';
import { labelSql, orderSql, type Paging } from '../../kit/paging';

export interface AuditQuery {
  readonly start: number;
  readonly length: number;
  readonly order?: Paging['order'];
  readonly userName?: string | undefined;
  readonly action?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Each action by the words the console shows for it ("Trader edited"); an action not in the catalogue is shown, and sorted, as recorded. */
const ACTION_LABELS = Object.fromEntries(Object.entries(AUDIT_ACTIONS).map(([key, view]) => [key, view.label]));
const ACTION_AS_SHOWN = `${labelSql('a.action', ACTION_LABELS)} COLLATE NOCASE`;

/**
 * The columns the audit sorts by: its time, who did it (as the user filter compares) and what, by the label
 * shown rather than the action's key (QA T26: "Role defaults changed" sorted after "Staff password reset").
 * The audit catalogue's test reads a quoted `x.y` after `action:` as an action written: none may be here.
 */
const ORDER_SQL = { at: 'a.at', user: 'a.actorUserName COLLATE NOCASE', action: ACTION_AS_SHOWN } as const;

/** The rows whose target names a race: a result (its market), a race, its market or runner (racing), an event. */
const RACE_TARGET_TYPES = new Set(['result', 'racing', 'event']);

/**
 * The course of the race a row's target is (an event) or belongs to (a market, a runner): its competition,
 * when the event has a racing market (a race, as the racing desk lists races). Read with the page, so every
 * row of a race names its course, rows recorded before it was sent too.
 */
const raceCourses = (db: DatabaseSync) => {
  const courseOf = db.prepare(
    `SELECT c.name FROM events e JOIN competitions c ON c._id = e.competitionId
     WHERE e._id = COALESCE((SELECT eventId FROM markets WHERE _id = :id), (SELECT m.eventId FROM selections x JOIN markets m ON m._id = x.marketId WHERE x._id = :id), :id)
       AND EXISTS (SELECT 1 FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m.eventId = e._id AND t.family = 'racing')`,
  );
  return (targetType: string, targetId: string | null): { course?: string } => {
    const name = targetId !== null && RACE_TARGET_TYPES.has(targetType) ? courseOf.get({ id: targetId })?.name : undefined;
    return typeof name === 'string' ? { course: name } : {};
  };
};

const prefixPattern = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the audit log, newest first unless asked otherwise, with its filters: actor user name from its start (indexed,
 * case-insensitive), exact action, and an instant range. Counts are COUNT queries on the same filters.
 */
export const queryAuditLog = (db: DatabaseSync, query: AuditQuery): { data: AuditRow[]; recordsTotal: number; recordsFiltered: number } => {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (query.userName) {
    where.push(`a.actorUserName LIKE ? ESCAPE '\\'`);
    params.push(prefixPattern(query.userName));
  }
  if (query.action) {
    where.push('a.action = ?');
    params.push(query.action);
  }
  // Stored instants are UTC ISO strings, so they compare as text once the bounds are UTC too.
  if (query.from) {
    where.push('a.at >= ?');
    params.push(new Date(query.from).toISOString());
  }
  if (query.to) {
    where.push('a.at <= ?');
    params.push(new Date(query.to).toISOString());
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = Number(db.prepare('SELECT COUNT(*) AS n FROM audit_log').get()?.n ?? 0);
  const filtered = where.length === 0 ? total : Number(db.prepare(`SELECT COUNT(*) AS n FROM audit_log a ${whereSql}`).get(...params)?.n ?? 0);
  const rows = db
    .prepare(
      `SELECT a.id, a.at, a.actorId, a.actorUserName, a.action, a.targetType, a.targetId, a."before", a."after",
              COALESCE(a.targetName, u.userName) AS targetName
       FROM audit_log a LEFT JOIN users u ON a.targetType = 'user' AND u._id = a.targetId
       ${whereSql}
       ORDER BY ${orderSql(AUDIT_ORDER, ORDER_SQL, 'a.id', query)}
       LIMIT ? OFFSET ?`,
    )
    .all(...params, query.length, query.start);
  const courseOf = raceCourses(db);
  return {
    recordsTotal: total,
    recordsFiltered: filtered,
    data: rows.map((row) => {
      const targetType = String(row.targetType);
      const targetId = typeof row.targetId === 'string' ? row.targetId : null;
      return {
        id: Number(row.id),
        at: String(row.at),
        actorId: typeof row.actorId === 'string' ? row.actorId : null,
        actorUserName: typeof row.actorUserName === 'string' ? row.actorUserName : null,
        action: String(row.action),
        targetType,
        targetId,
        targetName: typeof row.targetName === 'string' ? row.targetName : null,
        ...courseOf(targetType, targetId),
        before: parseJson(row.before),
        after: parseJson(row.after),
      };
    }),
  };
};

/** Every distinct action recorded, for the filter (the action index makes this a short index walk). */
export const listAuditActions = (db: DatabaseSync): string[] =>
  db
    .prepare('SELECT DISTINCT action FROM audit_log ORDER BY action')
    .all()
    .map((row) => String(row.action));
