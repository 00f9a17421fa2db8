import type { DatabaseSync } from 'node:sqlite';
import { expect } from 'vitest';
import { reservedExposure } from '../money/exposure-store';
import { moneyOf } from '../money/ledger';
import { brokenInvariants } from './invariants';
import { settleMarket, type SettleDone, type SettleRequest } from './settle';

/** Test support: runs `body` in a transaction that is always rolled back, so every property run starts from the same book. */
export const rolledBack = (db: DatabaseSync, body: () => void): void => {
  db.exec('BEGIN');
  try {
    body();
  } finally {
    db.exec('ROLLBACK');
  }
};

/** The times a run strikes its bets, withdrawals and settlements at: each `next()` one second after the last. */
export const secondsClock = (start = Date.UTC(2026, 10, 26, 12, 0, 0)) => {
  let ticks = 0;
  return {
    next: (): Date => new Date(start + (ticks += 1) * 1000),
    get ticks(): number {
      return ticks;
    },
  };
};

/**
 * Settles a declared market and checks the money rules for each of `punters`: the invariants hold, a punter's
 * balance moves by exactly what their settled bets say, and by no more than they had reserved on the market.
 */
export const settleWithinReservations = (db: DatabaseSync, punters: readonly string[], request: SettleRequest): SettleDone => {
  const reserved = new Map(punters.map((id) => [id, reservedExposure(db, id, request.marketId)]));
  const before = new Map(punters.map((id) => [id, moneyOf(db, id)?.balance ?? 0]));
  const done = settleMarket(db, request);
  expect(brokenInvariants(db)).toEqual([]);
  const settled = db.prepare('SELECT accountId, result FROM bets WHERE settlementId = ?').all(done.settlement.settlementId);
  for (const punter of punters) {
    const change = (moneyOf(db, punter)?.balance ?? 0) - (before.get(punter) ?? 0);
    expect(change, punter).toBe(settled.filter((bet) => String(bet.accountId) === punter).reduce((sum, bet) => sum + Number(bet.result), 0));
    expect(change, punter).toBeGreaterThanOrEqual(-(reserved.get(punter) ?? 0));
  }
  return done;
};
