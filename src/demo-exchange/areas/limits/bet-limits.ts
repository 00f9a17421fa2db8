import type { DatabaseSync } from 'node:sqlite';
import {
  LIMIT_LEVEL_LABELS,
  MARKET_FAMILIES,
  resolveBetDelay,
  resolveEffectiveLimit,
  type EffectiveDelay,
  type LimitLevel,
  type LimitRecord,
  type MarketFamily,
  type MarketPath,
} from '@shared/catalogue';
import type { BetLimit, EffectiveLimitView } from '@shared/contract/limits';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { pageOfList, type Paging } from '../../kit/paging';
import { found, int, text, textOrNull, Where, type Row } from '../../kit/sql';
import { deleteDangling } from '../catalogue/tables';

const toRecord = (row: Row): LimitRecord => ({
  betlimitId: text(row.betlimitId),
  level: text(row.level) as LimitLevel,
  targetId: text(row.targetId) === '' ? null : text(row.targetId),
  minStake: Number(row.minStake),
  maxStake: Number(row.maxStake),
  maxProfit: Number(row.maxProfit),
  maxLiability: Number(row.maxLiability),
});

/** "Cricket › IPL › CSK v MI" for a target; null when the target no longer exists. */
export const targetPathName = (db: DatabaseSync, level: LimitLevel, targetId: string | null): string | null => {
  if (level === 'default' || targetId === null) return 'All markets';
  const sql: Record<Exclude<LimitLevel, 'default'>, string> = {
    sport: `SELECT name AS path FROM sports WHERE _id = ?`,
    competition: `SELECT s.name || ' › ' || c.name AS path FROM competitions c JOIN sports s ON s._id = c.sportId WHERE c._id = ?`,
    event: `SELECT s.name || ' › ' || c.name || ' › ' || e.name AS path FROM events e JOIN competitions c ON c._id = e.competitionId JOIN sports s ON s._id = e.sportId WHERE e._id = ?`,
    market: `SELECT s.name || ' › ' || c.name || ' › ' || e.name || ' › ' || m.name AS path FROM markets m JOIN events e ON e._id = m.eventId JOIN competitions c ON c._id = m.competitionId JOIN sports s ON s._id = m.sportId WHERE m._id = ?`,
  };
  const row = db.prepare(sql[level]).get(targetId);
  return row ? text(row.path) : null;
};

const toBetLimit = (db: DatabaseSync, row: Row): BetLimit => {
  const record = toRecord(row);
  return {
    ...record,
    targetName: targetPathName(db, record.level, record.targetId) ?? '(deleted)',
    updatedAt: text(row.updatedAt),
    updatedBy: textOrNull(row.updatedBy),
  };
};

export const listBetLimits = (db: DatabaseSync, paging: Paging & { level?: LimitLevel | undefined; targetId?: string | undefined }) => {
  const where = new Where();
  if (paging.level) where.add('level = ?', paging.level);
  if (paging.targetId) where.add('targetId = ?', paging.targetId);
  const order = `ORDER BY CASE level WHEN 'default' THEN 0 WHEN 'sport' THEN 1 WHEN 'competition' THEN 2 WHEN 'event' THEN 3 ELSE 4 END, updatedAt DESC`;
  // Limits are few (one per target at most), so the search runs over their display names in memory.
  const all = db.prepare(`SELECT * FROM bet_limits ${where.sql()} ${order}`).all(...where.params).map((row) => toBetLimit(db, row));
  return pageOfList(all, paging, (l, needle) => l.targetName.toLowerCase().includes(needle) || LIMIT_LEVEL_LABELS[l.level].toLowerCase().includes(needle));
};

export interface LimitInput {
  level: LimitLevel;
  targetId: string | null;
  minStake: number;
  maxStake: number;
  maxProfit: number;
  maxLiability: number;
}

/** Upsert by (level, target): one limit per target. */
export const saveBetLimit = (db: DatabaseSync, input: LimitInput, actor: string | null, now = new Date()) => {
  const targetId = input.targetId ?? '';
  const before = db.prepare('SELECT * FROM bet_limits WHERE level = ? AND targetId = ?').get(input.level, targetId);
  const at = now.toISOString();
  const id = before ? text(before.betlimitId) : newObjectId(now);
  db.prepare(
    `INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt, updatedBy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (level, targetId) DO UPDATE SET minStake = excluded.minStake, maxStake = excluded.maxStake,
       maxProfit = excluded.maxProfit, maxLiability = excluded.maxLiability, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
  ).run(id, input.level, targetId, input.minStake, input.maxStake, input.maxProfit, input.maxLiability, at, at, actor);
  return { record: getBetLimit(db, id), id, before: before ? toRecord(before) : undefined };
};

export const getBetLimit = (db: DatabaseSync, betlimitId: string): BetLimit =>
  toBetLimit(db, found(db.prepare('SELECT * FROM bet_limits WHERE betlimitId = ?').get(betlimitId), M.betLimitNotFound));

export const findBetLimitRecord = (db: DatabaseSync, betlimitId: string): LimitRecord | undefined => {
  const row = db.prepare('SELECT * FROM bet_limits WHERE betlimitId = ?').get(betlimitId);
  return row ? toRecord(row) : undefined;
};

export const deleteBetLimit = (db: DatabaseSync, betlimitId: string): void => {
  db.prepare('DELETE FROM bet_limits WHERE betlimitId = ?').run(betlimitId);
};

/** Limits whose target was deleted would never apply again: drop them with it. */
export const deleteOrphanLimits = (db: DatabaseSync): void => deleteDangling(db, 'bet_limits', 'level', 'targetId');

export const marketPath = (db: DatabaseSync, marketId: string): MarketPath | undefined => {
  const row = db.prepare('SELECT _id, eventId, competitionId, sportId FROM markets WHERE _id = ?').get(marketId);
  return row ? { marketId: text(row._id), eventId: text(row.eventId), competitionId: text(row.competitionId), sportId: text(row.sportId) } : undefined;
};

/**
 * The effective limit of a market and where it comes from. Reused by the demo's simulated punters
 * (issue 5): every bet they place is checked against it.
 */
export const effectiveLimitForMarket = (db: DatabaseSync, marketId: string): EffectiveLimitView => {
  const path = found(marketPath(db, marketId), M.marketNotFound);
  const rows = db
    .prepare(
      `SELECT * FROM bet_limits WHERE (level = 'default' AND targetId = '') OR (level = 'sport' AND targetId = ?)
         OR (level = 'competition' AND targetId = ?) OR (level = 'event' AND targetId = ?) OR (level = 'market' AND targetId = ?)`,
    )
    .all(path.sportId, path.competitionId, path.eventId, path.marketId);
  const effective = resolveEffectiveLimit(path, rows.map(toRecord));
  const sourceName =
    effective.source === 'builtIn' ? 'Built-in limit (no default set)' : limitTargetWords(effective.source, lastSegment(targetPathName(db, effective.source, effective.targetId)));
  return { ...effective, sourceName };
};

/**
 * Where a limit applies, in words: its level and its target's name ("Competition: IPL"), the default's
 * "Default: all markets". A market's limit says where it comes from so, and the audit names a limit so.
 */
export const limitTargetWords = (level: LimitLevel, targetName: string): string => (level === 'default' ? 'Default: all markets' : `${LIMIT_LEVEL_LABELS[level]}: ${targetName}`);

const lastSegment = (path: string | null): string => (path ?? '').split(' › ').pop() ?? '';

export const familyDelays = (db: DatabaseSync): Partial<Record<MarketFamily, number>> =>
  Object.fromEntries(db.prepare('SELECT family, seconds FROM bet_delays').all().map((row) => [text(row.family), int(row.seconds)]));

export const listFamilyDelays = (db: DatabaseSync): Array<{ family: MarketFamily; seconds: number }> => {
  const stored = familyDelays(db);
  return MARKET_FAMILIES.map((family) => ({ family, seconds: stored[family] ?? 0 }));
};

export const saveFamilyDelay = (db: DatabaseSync, family: MarketFamily, seconds: number, now = new Date()): void => {
  db.prepare(
    'INSERT INTO bet_delays (family, seconds, updatedAt) VALUES (?, ?, ?) ON CONFLICT (family) DO UPDATE SET seconds = excluded.seconds, updatedAt = excluded.updatedAt',
  ).run(family, seconds, now.toISOString());
};

/** The delay a market's bets wait before they are matched; reused by the simulated punters. */
export const effectiveDelayForMarket = (db: DatabaseSync, marketId: string): EffectiveDelay => {
  const row = found(
    db.prepare('SELECT m.betDelaySeconds, t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId),
    M.marketNotFound,
  );
  const own = row.betDelaySeconds === null ? null : int(row.betDelaySeconds);
  return resolveBetDelay(own, text(row.family) as MarketFamily, familyDelays(db));
};
