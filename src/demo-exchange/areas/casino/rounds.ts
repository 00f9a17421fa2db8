import type { DatabaseSync } from 'node:sqlite';
import { payoutOf } from '@shared/casino/settlement';
import type { CasinoGame } from '@shared/casino/games';
import type { CasinoRoundDetail } from '@shared/contract/casino';
import { toMajor } from '@shared/money/amounts';
import { newObjectId } from '../../db/ids';
import { derived, rowMapper } from '../../kit/row-mapper';
import { found, int, text, textOrNull, type Row } from '../../kit/sql';
import { CASINO_ROUNDS } from './tables';
import { roundBets } from './wallet';

const amountOrNull = (value: unknown) => (value === null || value === undefined ? null : toMajor(Number(value)));

export const toRound = rowMapper({
  roundId: text,
  eventId: text,
  eventName: text,
  game: (value) => text(value) as CasinoGame,
  provider: (value) => text(value) as 'house' | 'international',
  seq: int,
  status: (value) => text(value) as 'betting' | 'unsettled' | 'settled' | 'voided',
  startedAt: text,
  closesAt: text,
  closedAt: textOrNull,
  result: derived((row) => (row.winner === null ? null : { winner: text(row.winner), cards: text(row.cards) })),
  bets: int,
  staked: derived((row) => toMajor(int(row.staked))),
  paid: amountOrNull,
  settledBy: textOrNull,
  reason: textOrNull,
});
export type RoundView = ReturnType<typeof toRound>;

const LIVE_BETS = `d.kind = 'debit' AND d.state = 'applied'
  AND NOT EXISTS (SELECT 1 FROM casino_wallet_tx r WHERE r.kind = 'rollback' AND r.refTxId = d.txId AND r.state = 'applied')`;

export const ROUND_VIEW = `
  SELECT r._id AS roundId, r.eventId, e.name AS eventName, e.game, e.provider, r.seq, r.status, r.startedAt, r.closesAt, r.closedAt,
         r.winner, r.cards, r.paid, r.settledBy, r.reason,
         (SELECT COUNT(*) FROM casino_wallet_tx d WHERE d.roundId = r._id AND ${LIVE_BETS}) AS bets,
         (SELECT COALESCE(SUM(d.amount), 0) FROM casino_wallet_tx d WHERE d.roundId = r._id AND ${LIVE_BETS}) AS staked
    FROM casino_rounds r JOIN casino_events e ON e._id = r.eventId`;

export const getRound = (db: DatabaseSync, roundId: string): RoundView => toRound(found(db.prepare(`${ROUND_VIEW} WHERE r._id = ?`).get(roundId), CASINO_ROUNDS.notFound));

/** Rounds of international tables closed without a result, oldest first. */
export const unsettledRounds = (db: DatabaseSync): RoundView[] =>
  db.prepare(`${ROUND_VIEW} WHERE r.status = 'unsettled' ORDER BY r.closedAt, r.seq`).all().map(toRound);

export const latestRounds = (db: DatabaseSync, eventId: string, count: number): RoundView[] =>
  db.prepare(`${ROUND_VIEW} WHERE r.eventId = ? ORDER BY r.seq DESC LIMIT ?`).all(eventId, count).map(toRound);

/** A round with its bets and, once settled or voided, what each was paid. */
export const roundDetail = (db: DatabaseSync, roundId: string): CasinoRoundDetail => {
  const round = getRound(db, roundId);
  const bets = roundBets(db, roundId).map((bet) => {
    const payout = round.status === 'voided' ? bet.stake : round.status === 'settled' && round.result ? payoutOf(bet, round.result.winner) : null;
    return { txId: bet.txId, userName: bet.userName, outcome: bet.outcome, stake: toMajor(bet.stake), odds: bet.odds, payout: payout === null ? null : toMajor(payout), placedAt: bet.placedAt };
  });
  return { round, bets };
};

/** The table's betting round, if one is open. */
export const bettingRound = (db: DatabaseSync, eventId: string): Row | undefined =>
  db.prepare(`SELECT * FROM casino_rounds WHERE eventId = ? AND status = 'betting' ORDER BY seq DESC LIMIT 1`).get(eventId);

/** Opens the table's next round: betting until `roundSeconds` from now. */
export const openRound = (db: DatabaseSync, eventId: string, roundSeconds: number, now: Date): string => {
  const last = int(db.prepare('SELECT MAX(seq) AS n FROM casino_rounds WHERE eventId = ?').get(eventId)?.n);
  const id = newObjectId(now);
  CASINO_ROUNDS.insert(db, { _id: id, eventId, seq: last + 1, status: 'betting', startedAt: now.toISOString(), closesAt: new Date(now.getTime() + roundSeconds * 1000).toISOString() });
  return id;
};

/** Closes a betting round without a result: the international provider never sent one. */
export const markUnsettled = (db: DatabaseSync, roundId: string, now: Date): void => {
  CASINO_ROUNDS.update(db, roundId, { status: 'unsettled', closedAt: now.toISOString() });
};
