import type { DatabaseSync } from 'node:sqlite';
import type { MarketStatus } from '@shared/catalogue';
import { RESULT_STATUS_LABELS, type ResultStatus } from '@shared/results';
import type { RacingCard } from '@shared/contract/racing';
import { rule4Deduction, totalDeduction } from '@shared/money/rule4';
import { inTransaction } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { int, text } from '../../kit/sql';
import { reReserveMarket } from '../../settlement/re-reserve';
import { marketTitleOf } from '../../settlement/settlement-jobs';
import { setSelectionStatus } from '../markets/markets';

export const racingCard = (db: DatabaseSync, marketId: string): RacingCard => {
  const market = db
    .prepare(`SELECT m._id, m.name, m.status, e.name AS eventName FROM markets m JOIN market_types t ON t._id = m.marketTypeId JOIN events e ON e._id = m.eventId WHERE m._id = ? AND t.family = 'racing'`)
    .get(marketId);
  if (!market) throw new ApiError(404, 'No such racing market.');
  const runners = db
    .prepare(`SELECT s._id, s.name, s.status, s.sequence, w.price, w.deduction, w.at, w.by FROM selections s LEFT JOIN racing_withdrawals w ON w.selectionId = s._id AND w.marketId = s.marketId WHERE s.marketId = ? ORDER BY s.sequence`)
    .all(marketId)
    .map((r, index) => ({
      selectionId: text(r._id),
      number: index + 1,
      name: text(r.name),
      status: text(r.status),
      withdrawn: r.price === null ? null : { price: Number(r.price), deduction: Number(r.deduction), at: text(r.at), by: r.by === null ? null : text(r.by) },
    }));
  return {
    marketId,
    name: text(market.name),
    eventName: text(market.eventName),
    status: text(market.status) as MarketStatus,
    runners,
    totalDeduction: totalDeduction(runners.flatMap((r) => (r.withdrawn ? [r.withdrawn.deduction] : []))),
  };
};

/** A market of the race the runner is withdrawn from: its selection of the runner, and its result's status if it has one (not voided). */
interface RaceMarket {
  readonly marketId: string;
  readonly name: string;
  readonly selectionId: string;
  readonly status: MarketStatus;
  readonly resultStatus: ResultStatus | null;
}

/**
 * The race's markets the runner still runs in: the chosen market (its selection) and every other racing market
 * of the same event, not voided, with a selection of the same name neither removed nor withdrawn. In the
 * race's order of markets (Win before Place as created).
 */
const marketsRunning = (db: DatabaseSync, marketId: string, selectionId: string, runner: string): RaceMarket[] =>
  db
    .prepare(
      `SELECT m._id AS marketId, m.name, m.status, s._id AS selectionId, r.status AS resultStatus
       FROM markets m JOIN market_types t ON t._id = m.marketTypeId JOIN selections s ON s.marketId = m._id
       LEFT JOIN market_results r ON r.marketId = m._id AND r.status <> 'voided'
       WHERE s._id = ? AND m._id = ?
          OR (m.eventId = (SELECT eventId FROM markets WHERE _id = ?) AND m._id <> ? AND t.family = 'racing' AND m.status <> 'voided'
              AND s.status <> 'removed' AND s.name = ? COLLATE NOCASE
              AND NOT EXISTS (SELECT 1 FROM racing_withdrawals w WHERE w.marketId = m._id AND w.selectionId = s._id))
       ORDER BY m.sequence, m.rowid`,
    )
    .all(selectionId, marketId, marketId, marketId, runner)
    .map((r) => ({
      marketId: text(r.marketId),
      name: text(r.name),
      selectionId: text(r.selectionId),
      status: text(r.status) as MarketStatus,
      resultStatus: r.resultStatus === null ? null : (text(r.resultStatus) as ResultStatus),
    }));

/** The refusal of a withdrawal after the race was resulted: a non-runner is known before the off. */
const resultedRefusal = (market: string, status: ResultStatus, runner: string) =>
  `${market} has a result (${RESULT_STATUS_LABELS[status]}): runners are withdrawn before the off, not after the result. If ${runner} did not run, void the bets on it (Results: Bets and voids).`;

/**
 * The refusal of a withdrawal while a market of the race is closed (no more bets, awaiting its result): its
 * runners can no longer change, nor can its status by hand, and the runner leaves every market of the race
 * or none. What is left is to void the bets on the runner.
 */
const closedRefusal = (market: string, runner: string) =>
  `The ${market} market of this race is closed: its runners can no longer change, and a runner is withdrawn from every market of its race at once. If ${runner} did not run, void the bets on it (Results: Bets and voids).`;

/**
 * A non-runner: it runs in no market of its race, so it is withdrawn from the chosen market and from every
 * other racing market of the event where it still runs (the race's Place market), each with its own
 * withdrawal and Rule 4 deduction, all in one transaction. Once per runner and market. Refused once any of
 * those markets has a result (not voided): runners are withdrawn before the off, and a result entered and
 * verified with the runner in must settle as it was verified; refused too while one of them is closed, naming
 * it (the runner would stay in it while leaving the others). In the same transaction every punter on each
 * market is reserved again: bets on the runner are void now, and the winnings of bets struck before it (by
 * the exchange's order of bets: the withdrawal keeps the last bet's sequence number) lose the deduction, so
 * a punter's worst case may grow (available balance can then read below 0 until the market settles) or
 * shrink.
 */
export const withdrawRunner = (db: DatabaseSync, marketId: string, selectionId: string, price: number, by: string, now = new Date()) =>
  inTransaction(db, () => {
    const before = racingCard(db, marketId);
    const runner = before.runners.find((r) => r.selectionId === selectionId);
    if (!runner) throw new ApiError(404, 'No such runner in this race.');
    if (runner.withdrawn) throw new ApiError(409, `${runner.name} is already withdrawn.`);
    if (before.status === 'voided') throw new ApiError(409, 'This market is voided.');
    const markets = marketsRunning(db, marketId, selectionId, runner.name);
    const resulted = markets.find((m) => m.resultStatus !== null);
    if (resulted?.resultStatus) throw new ApiError(409, resultedRefusal(marketTitleOf(before.eventName, resulted.name), resulted.resultStatus, runner.name));
    const closed = markets.find((m) => m.status === 'closed');
    if (closed) throw new ApiError(409, closedRefusal(closed.name, runner.name));
    if (before.status === 'settled') throw new ApiError(409, 'This market is settled.');
    const deduction = rule4Deduction(price);
    const totalOf = (id: string) => racingCard(db, id).totalDeduction;
    const totalsBefore = markets.map((m) => totalOf(m.marketId));
    // The exchange's last bet now: every bet up to it was struck before the withdrawal (Rule 4 goes by this order, not the clock).
    const struckUpToSeq = int(db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM bets').get()?.seq);
    const record = db.prepare('INSERT INTO racing_withdrawals (marketId, selectionId, price, deduction, at, by, struckUpToSeq) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const market of markets) {
      setSelectionStatus(db, market.marketId, market.selectionId, 'removed');
      record.run(market.marketId, market.selectionId, price, deduction, now.toISOString(), by, struckUpToSeq);
      reReserveMarket(db, market.marketId);
    }
    // Each market's Rule 4 in force before and after (they differ when a runner was withdrawn from one market alone).
    const withdrawnFrom = markets.map((m, i) => ({ marketId: m.marketId, name: m.name, totalBefore: totalsBefore[i] ?? 0, totalAfter: totalOf(m.marketId) }));
    return { before, after: racingCard(db, marketId), runner: runner.name, deduction, markets: withdrawnFrom };
  });
