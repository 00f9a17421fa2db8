import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import type { MarketType } from '@shared/contract/catalogue-common';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { SPORTS } from '../catalogue/tables';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { count, found, int, text, textOrNull, unique, Where, type Row } from '../../kit/sql';

const toType = (row: Row): MarketType => ({
  _id: text(row._id),
  code: text(row.code),
  name: text(row.name),
  family: text(row.family) as MarketFamily,
  sportId: textOrNull(row.sportId),
  sportName: textOrNull(row.sportName),
  marketCount: int(row.marketCount),
});

const VIEW = (page: string) => `
  SELECT p.*, s.name AS sportName, (SELECT COUNT(*) FROM markets m WHERE m.marketTypeId = p._id) AS marketCount
  FROM ${page} p LEFT JOIN sports s ON s._id = p.sportId ORDER BY p.sportId IS NOT NULL, p.name`;

/** Types usable under a sport: the sport's own and the general ones. */
export const listMarketTypes = (db: DatabaseSync, paging: Paging & { sportId?: string | undefined }) => {
  const where = new Where();
  if (paging.sportId) where.add('(t.sportId IS NULL OR t.sportId = ?)', paging.sportId);
  const page = (w: string) => VIEW(`(SELECT t.* FROM market_types t ${w} ORDER BY t.sportId IS NOT NULL, t.name LIMIT ? OFFSET ?)`);
  return pageOf(db, paging, { from: 'FROM market_types t', where, search: searchIn('t.name', 't.code'), page }, toType);
};

export const getMarketType = (db: DatabaseSync, id: string): MarketType =>
  toType(found(db.prepare(VIEW('(SELECT * FROM market_types WHERE _id = ?)')).get(id), M.marketTypeNotFound));

export interface MarketTypeInput {
  _id?: string | undefined;
  code: string;
  name: string;
  family: MarketFamily;
  sportId: string | null;
}

/** The fields that decide how a type's markets settle and what their bets reserve, with their labels on the form. */
const SETTLEMENT_RULE_FIELDS = { code: 'Code', family: 'Family' } as const;

/**
 * Refuses (409, on each field) a change of code or family of a type that has markets: the exchange reads
 * its markets' payout and exposure from them (a PLACE market pays its places), so a change would silently
 * re-price every bet already struck and leave their reservations wrong.
 */
const refuseRuleChangeWithMarkets = (db: DatabaseSync, before: Row, input: MarketTypeInput): void => {
  const changed = (Object.keys(SETTLEMENT_RULE_FIELDS) as Array<keyof typeof SETTLEMENT_RULE_FIELDS>).filter((field) => text(before[field]) !== input[field]);
  if (changed.length === 0 || count(db, 'SELECT COUNT(*) AS n FROM markets WHERE marketTypeId = ?', [text(before._id)]) === 0) return;
  throw new ApiError(409, Object.fromEntries(changed.map((field) => [field, { message: M.marketTypeRuleHasMarkets(SETTLEMENT_RULE_FIELDS[field]) }])));
};

export const saveMarketType = (db: DatabaseSync, input: MarketTypeInput, now = new Date()) => {
  if (input.sportId) SPORTS.require(db, input.sportId);
  const at = now.toISOString();
  return unique({ other: M.marketTypeCodeTaken(input.code) }, () => {
    if (input._id) {
      const before = found(db.prepare('SELECT * FROM market_types WHERE _id = ?').get(input._id), M.marketTypeNotFound);
      refuseRuleChangeWithMarkets(db, before, input);
      if (input.sportId) {
        const elsewhere = count(db, 'SELECT COUNT(*) AS n FROM markets WHERE marketTypeId = ? AND sportId <> ?', [input._id, input.sportId]);
        if (elsewhere > 0) throw new ApiError(409, M.marketTypeSportHasMarkets);
      }
      db.prepare('UPDATE market_types SET code = ?, name = ?, family = ?, sportId = ?, updatedAt = ? WHERE _id = ?').run(
        input.code, input.name, input.family, input.sportId, at, input._id,
      );
      return { record: getMarketType(db, input._id), id: input._id, before };
    }
    const id = newObjectId(now);
    db.prepare('INSERT INTO market_types (_id, code, name, family, sportId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      id, input.code, input.name, input.family, input.sportId, at, at,
    );
    return { record: getMarketType(db, id), id, before: undefined };
  });
};

export const deleteMarketType = (db: DatabaseSync, id: string): Row => {
  const row = found(db.prepare('SELECT * FROM market_types WHERE _id = ?').get(id), M.marketTypeNotFound);
  const used = count(db, 'SELECT COUNT(*) AS n FROM markets WHERE marketTypeId = ?', [id]);
  if (used > 0) throw new ApiError(409, M.marketTypeInUse(used));
  db.prepare('DELETE FROM market_types WHERE _id = ?').run(id);
  return row;
};

export const getAutoMarkets = (db: DatabaseSync, sportId: string) => {
  SPORTS.require(db, sportId);
  return {
    marketTypeIds: db.prepare('SELECT marketTypeId FROM auto_markets WHERE sportId = ? ORDER BY rowid').all(sportId).map((r) => text(r.marketTypeId)),
    overs: db.prepare('SELECT overs FROM overs_lines WHERE sportId = ? ORDER BY overs').all(sportId).map((r) => int(r.overs)),
  };
};

export const saveAutoMarkets = (db: DatabaseSync, sportId: string, marketTypeIds: readonly string[], overs: readonly number[]) => {
  SPORTS.require(db, sportId);
  for (const typeId of marketTypeIds) {
    const type = found(db.prepare('SELECT sportId FROM market_types WHERE _id = ?').get(typeId), M.marketTypeNotFound);
    if (type.sportId !== null && text(type.sportId) !== sportId) throw new ApiError(400, M.marketTypeWrongSport);
  }
  db.prepare('DELETE FROM auto_markets WHERE sportId = ?').run(sportId);
  db.prepare('DELETE FROM overs_lines WHERE sportId = ?').run(sportId);
  for (const typeId of new Set(marketTypeIds)) db.prepare('INSERT INTO auto_markets (sportId, marketTypeId) VALUES (?, ?)').run(sportId, typeId);
  for (const line of overs) db.prepare('INSERT INTO overs_lines (sportId, overs) VALUES (?, ?)').run(sportId, line);
  return getAutoMarkets(db, sportId);
};
