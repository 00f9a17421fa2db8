import type { DatabaseSync } from 'node:sqlite';
import { exposureOf, openBetsOf } from './book';
import type { MarketFacts } from './market-facts';

export const reservedExposure = (db: DatabaseSync, accountId: string, marketId: string): number =>
  Number(db.prepare('SELECT exposure FROM market_exposure WHERE accountId = ? AND marketId = ?').get(accountId, marketId)?.exposure ?? 0);

/** Sets what an account has reserved on a market (the balance triggers follow); 0 removes the row. */
export const reserveExposure = (db: DatabaseSync, accountId: string, marketId: string, exposure: number): void => {
  if (exposure <= 0) {
    db.prepare('DELETE FROM market_exposure WHERE accountId = ? AND marketId = ?').run(accountId, marketId);
    return;
  }
  db.prepare(
    `INSERT INTO market_exposure (accountId, marketId, exposure) VALUES (?, ?, ?)
     ON CONFLICT (accountId, marketId) DO UPDATE SET exposure = excluded.exposure`,
  ).run(accountId, marketId, exposure);
};

/**
 * Releases an account's reservation on a market (settlement, void): answers what was released. A second
 * call releases nothing, so a retried settlement cannot free the money twice.
 */
export const releaseExposure = (db: DatabaseSync, accountId: string, marketId: string): number => {
  const released = reservedExposure(db, accountId, marketId);
  if (released > 0) reserveExposure(db, accountId, marketId, 0);
  return released;
};

/** Every account's reservation on a market released at once (a whole market settles or is voided). */
export const releaseMarketExposure = (db: DatabaseSync, marketId: string): number => {
  const total = Number(db.prepare('SELECT COALESCE(SUM(exposure), 0) AS total FROM market_exposure WHERE marketId = ?').get(marketId)?.total ?? 0);
  db.prepare('DELETE FROM market_exposure WHERE marketId = ?').run(marketId);
  return total;
};

/** Re-reserves from the account's matched bets (after some of them were voided). */
export const recomputeExposure = (db: DatabaseSync, facts: MarketFacts, accountId: string): number => {
  const exposure = exposureOf(facts, openBetsOf(db, accountId, facts.marketId));
  reserveExposure(db, accountId, facts.marketId, exposure);
  return exposure;
};
