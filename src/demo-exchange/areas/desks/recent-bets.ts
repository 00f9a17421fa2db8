import type { DatabaseSync } from 'node:sqlite';
import type { DeskBet } from '@shared/contract/desk';
import { toMajor } from '@shared/money/amounts';
import { text } from '../../kit/sql';

/** A desk market's most recent bets, matched and refused (with the exchange's reason), newest first. */
export const recentBets = (db: DatabaseSync, marketId: string, limit = 20): DeskBet[] =>
  db
    .prepare('SELECT _id, placedAt, outcomeName, side, odds, stake, status, reason, message FROM bets WHERE marketId = ? ORDER BY seq DESC LIMIT ?')
    .all(marketId, limit)
    .map((row) => ({
      betId: text(row._id),
      placedAt: text(row.placedAt),
      selectionName: text(row.outcomeName),
      side: text(row.side),
      odds: row.odds === null ? null : Number(row.odds),
      stake: toMajor(Number(row.stake)),
      status: row.status === 'refused' ? 'refused' : 'matched',
      reason: row.reason === null ? null : text(row.reason),
      message: row.message === null ? null : text(row.message),
    }));

/** Matched bets and stake per selection of a desk market, in rupees. */
export const matchedBySelection = (db: DatabaseSync, marketId: string): Map<string, { bets: number; stake: number }> =>
  new Map(
    db
      .prepare(`SELECT outcomeId, COUNT(*) AS bets, SUM(stake) AS stake FROM bets WHERE marketId = ? AND status = 'matched' GROUP BY outcomeId`)
      .all(marketId)
      .map((row) => [text(row.outcomeId), { bets: Number(row.bets), stake: toMajor(Number(row.stake)) }]),
  );
