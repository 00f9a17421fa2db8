import type { DatabaseSync } from 'node:sqlite';
import type { MarketStatus } from '@shared/catalogue';
import type { RacingCard } from '@shared/contract/racing';
import { rule4Deduction, totalDeduction } from '@shared/money/rule4';
import { inTransaction } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';
import { reReserveMarket } from '../../settlement/re-reserve';
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

/**
 * A non-runner: removed from the card, its Rule 4 deduction kept with the market. Once per runner. In the same
 * transaction every punter on the market is reserved again: bets on the runner are void now, and the
 * winnings of bets struck before it lose the deduction, so a punter's worst case may grow (available balance
 * can then read below 0 until the market settles) or shrink.
 */
export const withdrawRunner = (db: DatabaseSync, marketId: string, selectionId: string, price: number, by: string, now = new Date()) =>
  inTransaction(db, () => {
    const before = racingCard(db, marketId);
    const runner = before.runners.find((r) => r.selectionId === selectionId);
    if (!runner) throw new ApiError(404, 'No such runner in this race.');
    if (runner.withdrawn) throw new ApiError(409, `${runner.name} is already withdrawn.`);
    if (before.status === 'settled' || before.status === 'voided') throw new ApiError(409, `This market is ${before.status}.`);
    setSelectionStatus(db, marketId, selectionId, 'removed');
    const deduction = rule4Deduction(price);
    db.prepare('INSERT INTO racing_withdrawals (marketId, selectionId, price, deduction, at, by) VALUES (?, ?, ?, ?, ?, ?)').run(marketId, selectionId, price, deduction, now.toISOString(), by);
    reReserveMarket(db, marketId);
    return { before, after: racingCard(db, marketId), runner: runner.name, deduction };
  });
