import type { DatabaseSync } from 'node:sqlite';
import { exposureOf, OPEN_BET_COLUMNS, toOpenBet, type OpenBet } from '../money/book';
import { reserveExposure } from '../money/exposure-store';
import { marketFacts } from '../money/market-facts';

/**
 * Reserves again, from the matched bets, what every punter on a market may lose there (after an unsettle
 * reopened the bets, a void removed some, or a runner was withdrawn: its bets void, Rule 4 on the others):
 * one read of the market's bets, one reservation per punter.
 */
export const reReserveMarket = (db: DatabaseSync, marketId: string, onlyAccounts?: ReadonlySet<string>): void => {
  const facts = marketFacts(db, marketId);
  if (!facts) return;
  const byAccount = new Map<string, OpenBet[]>();
  for (const row of db.prepare(`SELECT accountId, ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND status = 'matched'`).all(marketId)) {
    const accountId = String(row.accountId);
    const bets = byAccount.get(accountId) ?? [];
    bets.push(toOpenBet(row));
    byAccount.set(accountId, bets);
  }
  for (const accountId of onlyAccounts ?? []) if (!byAccount.has(accountId)) reserveExposure(db, accountId, marketId, 0);
  for (const [accountId, bets] of byAccount) {
    if (onlyAccounts && !onlyAccounts.has(accountId)) continue;
    reserveExposure(db, accountId, marketId, exposureOf(facts, bets));
  }
};
