import type { DatabaseSync } from 'node:sqlite';
import type { ResultStatus, ResultValue } from '@shared/results';
import { int, text, textOrNull, type Row } from '../kit/sql';

/** A market's result row (market_results) as the settlement code reads it. */
export interface MarketResultRow {
  readonly marketId: string;
  readonly family: string;
  readonly status: ResultStatus;
  readonly round: number;
  readonly value: ResultValue | null;
  readonly label: string | null;
  readonly voidFactor: number;
  readonly deduction: number;
  readonly makerId: string | null;
  readonly makerName: string | null;
  readonly checkerId: string | null;
  readonly checkerName: string | null;
  readonly declaredAt: string | null;
  readonly heldBy: string | null;
  readonly heldReason: string | null;
  readonly heldAt: string | null;
  readonly updatedAt: string;
}

export const toMarketResult = (row: Row): MarketResultRow => ({
  marketId: text(row.marketId),
  family: text(row.family),
  status: text(row.status) as ResultStatus,
  round: int(row.round),
  value: row.value === null || row.value === undefined ? null : (JSON.parse(text(row.value)) as ResultValue),
  label: textOrNull(row.label),
  voidFactor: Number(row.voidFactor ?? 0),
  deduction: int(row.deduction),
  makerId: textOrNull(row.makerId),
  makerName: textOrNull(row.makerName),
  checkerId: textOrNull(row.checkerId),
  checkerName: textOrNull(row.checkerName),
  declaredAt: textOrNull(row.declaredAt),
  heldBy: textOrNull(row.heldBy),
  heldReason: textOrNull(row.heldReason),
  heldAt: textOrNull(row.heldAt),
  updatedAt: text(row.updatedAt),
});

export const marketResultOf = (db: DatabaseSync, marketId: string): MarketResultRow | undefined => {
  const row = db.prepare('SELECT * FROM market_results WHERE marketId = ?').get(marketId);
  return row ? toMarketResult(row) : undefined;
};

export const setResultStatus = (db: DatabaseSync, marketId: string, status: ResultStatus, now: Date): void => {
  db.prepare('UPDATE market_results SET status = ?, updatedAt = ? WHERE marketId = ?').run(status, now.toISOString(), marketId);
};

/** One entry of a round, as the checking queue shows it. */
export interface ResultEntryRow {
  readonly entryId: string;
  readonly userId: string;
  readonly userName: string;
  readonly value: ResultValue;
  readonly label: string;
  readonly voidFactor: number;
  readonly resultKey: string;
  readonly enteredAt: string;
}

/** The live entries of a round: each user's latest (an entry corrected by its author replaces the earlier one). */
export const entriesOfRound = (db: DatabaseSync, marketId: string, round: number): ResultEntryRow[] =>
  db
    .prepare('SELECT * FROM result_entries WHERE marketId = ? AND round = ? AND replaced = 0 ORDER BY enteredAt, entryId')
    .all(marketId, round)
    .map((row) => ({
      entryId: text(row.entryId),
      userId: text(row.userId),
      userName: text(row.userName),
      value: JSON.parse(text(row.value)) as ResultValue,
      label: text(row.label),
      voidFactor: Number(row.voidFactor),
      resultKey: text(row.resultKey),
      enteredAt: text(row.enteredAt),
    }));
