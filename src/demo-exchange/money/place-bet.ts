import type { DatabaseSync } from 'node:sqlite';
import { toMajor } from '@shared/money/amounts';
import type { RefusalReason } from '@shared/money/refusals';
import { inTransaction } from '../db/database';
import { newObjectId } from '../db/ids';
import { getAccount } from './accounts';
import { exposureOf, openBetsOf, type OpenBet } from './book';
import { houseQuoteRefusal } from './house-quote';
import { limitRefusal, marketOffOfRow, offRefusal, type MarketOff } from './bet-rules';
import { reserveExposure, reservedExposure } from './exposure-store';
import { moneyOf } from './ledger';
import { marketFacts, marketLimit, marketTakesBets, type MarketFacts } from './market-facts';

export interface BetRequest {
  /** Same key, same bet: a repeat answers the first decision and changes nothing. */
  readonly idempotencyKey: string;
  readonly accountId: string;
  readonly marketId: string;
  /** A selection id on runner markets; 'yes' or 'no' on line markets. */
  readonly outcomeId: string;
  readonly outcomeName: string;
  readonly side: OpenBet['side'];
  readonly odds?: number | null;
  readonly rate?: number | null;
  readonly line?: number | null;
  /** Minor units. */
  readonly stake: number;
  readonly placedAt: Date;
  readonly delaySeconds?: number;
}

export interface BetChecks {
  /** After a bet delay: false when the price the punter asked for is no longer the market's price. */
  readonly priceUnchanged?: boolean;
  /** When the exchange decides the bet (default: now): it is refused from its market's off on, where bets close then. */
  readonly now?: Date;
}

export interface BetRecord extends BetRequest {
  readonly _id: string;
  readonly seq: number;
  readonly status: 'matched' | 'refused';
  readonly reason: RefusalReason | null;
  readonly message: string | null;
  readonly decidedAt: Date;
}

export interface PlacedBet {
  readonly bet: BetRecord;
  readonly accepted: boolean;
  /** True when the key had been decided before: nothing changed now. */
  readonly replayed: boolean;
  /** The account's reservation on this market after the decision (minor units). */
  readonly exposure: number;
}

type Refusal = { reason: RefusalReason; message: string };

const runnerSides = new Set(['back', 'lay']);

/** The market's event start and whether it is traded in play (the off rule's facts). */
const marketOff = (db: DatabaseSync, marketId: string): MarketOff | undefined => {
  const row = db.prepare('SELECT t.family, e.openDate, e.inPlayCapable FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId);
  return row ? marketOffOfRow(row) : undefined;
};

/** The rules in the order a punter would want to hear them; the first one broken refuses the bet. */
const refusalOf = (db: DatabaseSync, request: BetRequest, facts: MarketFacts | undefined, checks: BetChecks, decidedAt: Date): Refusal | undefined => {
  const account = getAccount(db, request.accountId);
  if (!account || account.level !== 'punter' || account.status !== 'active') {
    return { reason: 'accountNotActive', message: account ? `The account is ${account.status === 'active' ? 'not a punter' : account.status}.` : 'No such account.' };
  }
  // A race (or any event not traded in play) takes no bet from its off, suspended yet or not: said first, as the reason that lasts.
  const off = marketOff(db, request.marketId);
  const closed = off ? offRefusal(off, decidedAt) : undefined;
  if (closed) return closed;
  const open = marketTakesBets(db, request.marketId);
  if (!facts || !open.ok) return { reason: 'marketNotOpen', message: open.ok ? 'No such market.' : open.reason };
  if ((facts.kind === 'line') === runnerSides.has(request.side)) return { reason: 'selectionNotActive', message: `A ${request.side} bet does not fit a ${facts.family} market.` };
  if (facts.family === 'sportsbook' && request.side !== 'back') return { reason: 'selectionNotActive', message: 'A sportsbook takes back bets only.' };
  if (facts.kind === 'runner') {
    const outcome = facts.outcomes.find((o) => o.id === request.outcomeId);
    if (!outcome || outcome.status !== 'active') return { reason: 'selectionNotActive', message: outcome ? `The selection is ${outcome.status}.` : 'No such selection.' };
  }
  // The house's own markets (bookmaker, fancy, binary, lottery, sportsbook) are struck at the desk's current quote only, never at a feed price.
  const unquoted = houseQuoteRefusal(db, facts.family, request);
  if (unquoted) return unquoted;
  const limit = limitRefusal(request, marketLimit(db, request.marketId));
  if (limit) return limit;
  if (checks.priceUnchanged === false) return { reason: 'priceChanged', message: 'The price changed during the bet delay.' };
  return undefined;
};

const insertBet = (db: DatabaseSync, bet: BetRecord, family: string): void => {
  db.prepare(
    `INSERT INTO bets (_id, seq, idempotencyKey, accountId, marketId, family, outcomeId, outcomeName, side, odds, rate, line, stake, status, reason, message, delaySeconds, placedAt, decidedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    bet._id, bet.seq, bet.idempotencyKey, bet.accountId, bet.marketId, family, bet.outcomeId, bet.outcomeName, bet.side,
    bet.odds ?? null, bet.rate ?? null, bet.line ?? null, bet.stake, bet.status, bet.reason, bet.message,
    bet.delaySeconds ?? 0, bet.placedAt.toISOString(), bet.decidedAt.toISOString(),
  );
};

/**
 * The bet asked for, as the books read it once matched: with the sequence number it is struck under (after
 * every withdrawal recorded so far, so no Rule 4 of theirs comes off it) and its time as stored.
 */
const asOpenBet = (request: BetRequest, seq: number): OpenBet => ({
  side: request.side,
  outcomeId: request.outcomeId,
  odds: request.odds ?? null,
  rate: request.rate ?? null,
  line: request.line ?? null,
  stake: request.stake,
  seq,
  placedAt: request.placedAt.toISOString(),
});

export const findBetByKey = (db: DatabaseSync, idempotencyKey: string): BetRecord | undefined => {
  const row = db.prepare('SELECT * FROM bets WHERE idempotencyKey = ?').get(idempotencyKey);
  if (!row) return undefined;
  const num = (v: unknown) => (v === null ? null : Number(v));
  return {
    _id: String(row._id), seq: Number(row.seq), idempotencyKey, accountId: String(row.accountId), marketId: String(row.marketId),
    outcomeId: String(row.outcomeId), outcomeName: String(row.outcomeName), side: row.side as OpenBet['side'],
    odds: num(row.odds), rate: num(row.rate), line: num(row.line), stake: Number(row.stake),
    placedAt: new Date(String(row.placedAt)), delaySeconds: Number(row.delaySeconds),
    status: row.status === 'refused' ? 'refused' : 'matched', reason: (row.reason as RefusalReason | null) ?? null,
    message: row.message === null ? null : String(row.message), decidedAt: new Date(String(row.decidedAt)),
  };
};

/**
 * The exchange's decision on one bet, in one transaction: refused (with its reason, recorded) or matched,
 * reserving the account's worst case over the market's outcomes. Available balance (balance − exposure)
 * never goes below zero: a bet that would need more than is available is refused.
 */
export const placeBet = (db: DatabaseSync, request: BetRequest, checks: BetChecks = {}): PlacedBet =>
  inTransaction(db, () => {
    const prior = findBetByKey(db, request.idempotencyKey);
    if (prior) return { bet: prior, accepted: prior.status === 'matched', replayed: true, exposure: reservedExposure(db, request.accountId, request.marketId) };
    const facts = marketFacts(db, request.marketId);
    // The moment the bet is decided (matched or refused): a bet may not be matched at or after its market's off.
    const decidedAt = checks.now ?? new Date();
    let refusal = refusalOf(db, request, facts, checks, decidedAt);
    // The exchange's order of bets (the order it strikes them): the bet is priced with its own number.
    const seq = Number(db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM bets').get()?.next ?? 1);
    const before = reservedExposure(db, request.accountId, request.marketId);
    let after = before;
    if (!refusal && facts) {
      after = exposureOf(facts, [...openBetsOf(db, request.accountId, request.marketId), asOpenBet(request, seq)]);
      const available = moneyOf(db, request.accountId)?.available ?? 0;
      if (after - before > available) refusal = { reason: 'insufficientBalance', message: `The bet needs ${toMajor(after - before)} more; ${toMajor(available)} is available.` };
    }
    const bet: BetRecord = {
      ...request,
      _id: newObjectId(request.placedAt),
      seq,
      status: refusal ? 'refused' : 'matched',
      reason: refusal?.reason ?? null,
      message: refusal?.message ?? null,
      decidedAt,
    };
    insertBet(db, bet, facts?.family ?? 'unknown');
    if (!refusal) reserveExposure(db, request.accountId, request.marketId, after);
    return { bet, accepted: !refusal, replayed: false, exposure: refusal ? before : after };
  });
