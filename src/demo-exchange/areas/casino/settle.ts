import type { DatabaseSync } from 'node:sqlite';
import { GAME_RULES, outcomeOf } from '@shared/casino/games';
import { payoutOf } from '@shared/casino/settlement';
import { inTransaction } from '../../db/database';
import { ApiError, fieldMessage } from '../../http/api-error';
import { postBatch } from '../../money/ledger';
import { getRound } from './rounds';
import { punterPostings } from './punter-postings';
import { CASINO_ROUNDS } from './tables';
import { roundBets } from './wallet';

/** How a round ends: a result (winners paid) or a void (every stake refunded). */
export type RoundEnd = { readonly kind: 'settle'; readonly winner: string; readonly cards: string } | { readonly kind: 'void' };

export interface EndedBy {
  /** A staff user name, or `dealer` for the table's own result. */
  readonly by: string;
  readonly reason: string | null;
  /** Staff may end only rounds left unsettled; the dealer ends the round it is closing. */
  readonly manual: boolean;
}

const STATUS_WORD = { settled: 'settled', voided: 'voided' } as const;

/**
 * Ends a round in one transaction: the payments (one ledger batch, keyed by the round, so however often
 * it is asked the round pays once), then the round's new state. A round already settled or voided is
 * refused with 409 and moves nothing: a double click, a second window and a retry all land here.
 */
export const endRound = (db: DatabaseSync, roundId: string, end: RoundEnd, ended: EndedBy, now: Date = new Date()) => {
  const run = () => {
    const round = getRound(db, roundId);
    if (round.status === 'settled' || round.status === 'voided') {
      throw new ApiError(409, `Round ${round.seq} of ${round.eventName} is already ${STATUS_WORD[round.status]}: nothing was paid again.`);
    }
    if (ended.manual && round.status !== 'unsettled') throw new ApiError(409, `Round ${round.seq} of ${round.eventName} is still being played: only unsettled rounds are settled or voided by hand.`);
    if (end.kind === 'settle' && !outcomeOf(round.game, end.winner)) {
      const names = GAME_RULES[round.game].outcomes.map((o) => o.label).join(', ');
      throw new ApiError(400, fieldMessage('winner', `Winner: one of ${names}.`));
    }
    const bets = roundBets(db, roundId);
    const pay = (bet: (typeof bets)[number]) => (end.kind === 'void' ? bet.stake : payoutOf(bet, end.winner));
    const kind = end.kind === 'void' ? 'casinoRollback' : 'casinoCredit';
    const postings = bets.filter((bet) => pay(bet) > 0).flatMap((bet) => punterPostings(db, bet.accountId, pay(bet), kind, bet.txId));
    const { batchId } = postBatch(db, { idempotencyKey: `casino-round:${roundId}`, kind: end.kind === 'void' ? 'casinoVoid' : 'casinoSettlement', refType: 'casinoRound', refId: roundId, by: ended.by, postings }, now);
    CASINO_ROUNDS.update(db, roundId, {
      status: end.kind === 'void' ? 'voided' : 'settled',
      winner: end.kind === 'settle' ? end.winner : null,
      cards: end.kind === 'settle' ? end.cards : null,
      paid: bets.reduce((sum, bet) => sum + pay(bet), 0),
      closedAt: round.closedAt ?? now.toISOString(),
      settledBy: ended.by,
      reason: ended.reason,
      batchId,
    });
    return { before: round, after: getRound(db, roundId) };
  };
  // Within the route's transaction when there is one (its audit row commits with the money), else its own.
  return db.isTransaction ? run() : inTransaction(db, run);
};
