import type { DatabaseSync } from 'node:sqlite';
import { int, text, textOrNull, type Row } from '../kit/sql';

/** One settlement of a market version: live, or rolled back by compensating postings. A type, so the contract's loose objects accept it. */
export type SettlementRow = {
  readonly settlementId: string;
  readonly marketId: string;
  readonly version: number;
  readonly status: 'live' | 'rolledBack';
  readonly idempotencyKey: string;
  readonly label: string;
  readonly voidFactor: number;
  readonly deduction: number;
  readonly batchId: string;
  readonly betCount: number;
  readonly punterCount: number;
  readonly punterWon: number;
  readonly punterLost: number;
  readonly settledBy: string;
  readonly settledAt: string;
  readonly rollbackBatchId: string | null;
  readonly rolledBackBy: string | null;
  readonly rolledBackAt: string | null;
  readonly rollbackReason: string | null;
};

const toSettlement = (row: Row): SettlementRow => ({
  settlementId: text(row.settlementId),
  marketId: text(row.marketId),
  version: int(row.version),
  status: text(row.status) as SettlementRow['status'],
  idempotencyKey: text(row.idempotencyKey),
  label: text(row.label),
  voidFactor: Number(row.voidFactor),
  deduction: int(row.deduction),
  batchId: text(row.batchId),
  betCount: int(row.betCount),
  punterCount: int(row.punterCount),
  punterWon: int(row.punterWon),
  punterLost: int(row.punterLost),
  settledBy: text(row.settledBy),
  settledAt: text(row.settledAt),
  rollbackBatchId: textOrNull(row.rollbackBatchId),
  rolledBackBy: textOrNull(row.rolledBackBy),
  rolledBackAt: textOrNull(row.rolledBackAt),
  rollbackReason: textOrNull(row.rollbackReason),
});

export const liveSettlement = (db: DatabaseSync, marketId: string): SettlementRow | undefined => {
  const row = db.prepare(`SELECT * FROM settlements WHERE marketId = ? AND status = 'live'`).get(marketId);
  return row ? toSettlement(row) : undefined;
};

export const settlementByKey = (db: DatabaseSync, idempotencyKey: string): SettlementRow | undefined => {
  const row = db.prepare('SELECT * FROM settlements WHERE idempotencyKey = ?').get(idempotencyKey);
  return row ? toSettlement(row) : undefined;
};

export const settlementsOf = (db: DatabaseSync, marketId: string): SettlementRow[] =>
  db.prepare('SELECT * FROM settlements WHERE marketId = ? ORDER BY version DESC').all(marketId).map(toSettlement);

export const lastVersion = (db: DatabaseSync, marketId: string): number => int(db.prepare('SELECT MAX(version) AS v FROM settlements WHERE marketId = ?').get(marketId)?.v);
