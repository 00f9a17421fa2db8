import type { DatabaseSync } from 'node:sqlite';
import { exposureOf, OPEN_BET_COLUMNS, openBetsOf, toOpenBet } from '../money/book';
import { marketFacts } from '../money/market-facts';

/**
 * The invariants of results and settlement, checked over the whole database (test support: the property
 * tests call it after every step). Answers the broken ones, in words; [] when all hold.
 */
export const brokenInvariants = (db: DatabaseSync): string[] => {
  const broken: string[] = [];
  const rows = (sql: string, ...args: string[]) => db.prepare(sql).all(...args);
  const n = (sql: string, ...args: string[]) => Number(db.prepare(sql).get(...args)?.n ?? 0);

  // 1. At most one live settlement per market (and versions unique).
  if (n(`SELECT COUNT(*) AS n FROM (SELECT marketId FROM settlements WHERE status = 'live' GROUP BY marketId HAVING COUNT(*) > 1)`) > 0) broken.push('1: two live settlements');

  // 2. All or nothing: a live settlement's bets are all settled with it, and its batch exists with its postings.
  for (const s of rows(`SELECT settlementId, betCount, batchId FROM settlements WHERE status = 'live'`)) {
    const settledBets = n(`SELECT COUNT(*) AS n FROM bets WHERE settlementId = ? AND status = 'settled'`, String(s.settlementId));
    if (settledBets !== Number(s.betCount)) broken.push(`2: settlement ${String(s.settlementId)} has ${settledBets} of ${String(s.betCount)} bets`);
    if (n('SELECT COUNT(*) AS n FROM ledger_batches WHERE batchId = ?', String(s.batchId)) !== 1) broken.push('2: settlement without its batch');
  }
  if (n(`SELECT COUNT(*) AS n FROM bets b WHERE b.status = 'settled' AND NOT EXISTS (SELECT 1 FROM settlements s WHERE s.settlementId = b.settlementId AND s.status = 'live')`) > 0)
    broken.push('2: a settled bet outside a live settlement');

  // 3. The ledger sums to every balance; reservations sum to every exposure.
  if (n(`SELECT COUNT(*) AS n FROM account_balances b WHERE b.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger_postings p WHERE p.accountId = b.accountId)`) > 0) broken.push('3: a balance differs from its ledger');
  if (n(`SELECT COUNT(*) AS n FROM account_balances b WHERE b.exposure <> (SELECT COALESCE(SUM(exposure), 0) FROM market_exposure e WHERE e.accountId = b.accountId)`) > 0) broken.push('3: an exposure differs from its reservations');

  // 4. A rollback reverses exactly one settlement: its batch and the settlement's cancel out per account.
  for (const s of rows(`SELECT batchId, rollbackBatchId FROM settlements WHERE status = 'rolledBack'`)) {
    const net = n(
      `SELECT COUNT(*) AS n FROM (SELECT accountId, SUM(amount) AS t FROM ledger_postings WHERE batchId IN (?, ?) GROUP BY accountId HAVING t <> 0)`,
      String(s.batchId),
      String(s.rollbackBatchId),
    );
    if (net > 0 || s.rollbackBatchId === null) broken.push('4: a rollback that does not cancel its settlement');
  }
  if (n(`SELECT COUNT(*) AS n FROM (SELECT refId FROM ledger_batches WHERE kind = 'settlementRollback' GROUP BY refId HAVING COUNT(*) > 1)`) > 0) broken.push('4: a settlement rolled back twice');

  // 5. A bet is voided at most once, and every voided bet has its void record.
  if (n(`SELECT COUNT(*) AS n FROM bets WHERE status = 'voided'`) !== n('SELECT COUNT(*) AS n FROM bet_voids')) broken.push('5: voided bets and void records differ');

  // 6. Exposure: none left on settled or voided markets; elsewhere each punter's reservation is its worst case.
  if (n(`SELECT COUNT(*) AS n FROM market_exposure e JOIN markets m ON m._id = e.marketId WHERE m.status IN ('settled', 'voided')`) > 0) broken.push('6: exposure left on a settled or voided market');
  for (const r of rows(`SELECT DISTINCT accountId, marketId FROM bets WHERE status = 'matched'`)) {
    const facts = marketFacts(db, String(r.marketId));
    const reserved = Number(db.prepare('SELECT exposure FROM market_exposure WHERE accountId = ? AND marketId = ?').get(String(r.accountId), String(r.marketId))?.exposure ?? 0);
    if (facts && reserved !== exposureOf(facts, openBetsOf(db, String(r.accountId), facts.marketId))) broken.push('6: a reservation that is not the worst case');
  }

  // 7. Declared only by two different users.
  if (n(`SELECT COUNT(*) AS n FROM market_results WHERE status IN ('declared', 'held', 'settled') AND (checkerId IS NULL OR makerId IS NULL OR checkerId = makerId)`) > 0)
    broken.push('7: a result declared without two different users');

  // 8. A live settlement's market is settled (settling refuses an open market).
  if (n(`SELECT COUNT(*) AS n FROM settlements s JOIN markets m ON m._id = s.marketId WHERE s.status = 'live' AND m.status <> 'settled'`) > 0) broken.push('8: a settled market not marked settled');

  // 9. Void factor and deduction stored with the settlement and applied to its bets.
  if (n(`SELECT COUNT(*) AS n FROM bets b JOIN settlements s ON s.settlementId = b.settlementId WHERE b.voidFactor IS NOT s.voidFactor`) > 0) broken.push('9: a bet settled with another void factor');

  // 11. Per market, punters, agents and the house sum to zero: every batch balances.
  if (n(`SELECT COUNT(*) AS n FROM (SELECT batchId FROM ledger_postings GROUP BY batchId HAVING SUM(amount) <> 0)`) > 0) broken.push('11: a batch that does not balance');

  // 12. A settled punter's bets add up to their settlement posting, and the posting loses no more than was
  // reserved: the worst case of the bets settled, priced as settlement prices them (non-runners' bets void,
  // Rule 4 of the withdrawals after each bet), on every market, races with withdrawn runners included.
  for (const s of rows(`SELECT settlementId, marketId, batchId FROM settlements WHERE status = 'live'`)) {
    const [settlementId, marketId] = [String(s.settlementId), String(s.marketId)];
    const facts = marketFacts(db, marketId);
    const posted = new Map(rows(`SELECT accountId, SUM(amount) AS amount FROM ledger_postings WHERE batchId = ? AND kind = 'betSettlement' GROUP BY accountId`, String(s.batchId)).map((r) => [String(r.accountId), Number(r.amount)]));
    for (const r of rows(`SELECT accountId, SUM(result) AS pnl FROM bets WHERE settlementId = ? GROUP BY accountId`, settlementId)) {
      const amount = posted.get(String(r.accountId)) ?? 0;
      if (Number(r.pnl) !== amount) broken.push('12: a punter’s settled bets do not add up to their settlement');
      const bets = rows(`SELECT ${OPEN_BET_COLUMNS} FROM bets WHERE settlementId = ? AND accountId = ?`, settlementId, String(r.accountId)).map(toOpenBet);
      if (facts && amount < -exposureOf(facts, bets)) broken.push('12: a settled punter lost more than was reserved');
    }
  }
  return broken;
};
