import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import type { UserBet, UserBetScope } from '@shared/contract/risk';
import { ApiError } from '../../http/api-error';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { int, text, textOrNull, Where, type Row } from '../../kit/sql';
import { findAccountByUserName } from '../../money/accounts';
import { NO_ACCOUNT } from './users';

const BET_FROM = 'FROM bets b JOIN markets m ON m._id = b.marketId JOIN events e ON e._id = m.eventId JOIN accounts a ON a._id = b.accountId';
const BET_COLUMNS = 'b._id, b.marketId, b.outcomeName, b.side, b.odds, b.rate, b.line, b.stake, b.status, b.reason, b.result, b.placedAt, b.family, m.name AS marketName, e.name AS eventName, a.userName AS punter';

const toUserBet = (row: Row): UserBet & { punter: string } => ({
  betId: text(row._id),
  marketId: text(row.marketId),
  marketName: text(row.marketName),
  eventName: text(row.eventName),
  family: text(row.family) as MarketFamily,
  outcomeName: text(row.outcomeName),
  side: text(row.side) as UserBet['side'],
  price: row.line !== null ? `${int(row.line)} @ ${Number(row.rate)}` : Number(row.odds).toFixed(2),
  stake: int(row.stake),
  status: text(row.status) as UserBet['status'],
  reason: textOrNull(row.reason),
  pnl: row.result === null ? null : int(row.result),
  placedAt: text(row.placedAt),
  punter: text(row.punter),
});

/** What each scope of a user's bet list holds (spec: all, live, exchange, history). */
const SCOPES: Record<UserBetScope, string | null> = {
  all: null,
  live: `b.status = 'matched'`,
  exchange: `b.family = 'matchOdds'`,
  history: `b.status IN ('settled', 'voided', 'refused')`,
};

/** Newest struck first: a user's own list, in the order the exchange numbered their bets. */
const BY_SEQ = 'b.seq DESC';
/**
 * Newest placed first, ties by bet id: a bet held by its delay is numbered when decided, so its number can
 * come after a later bet's. At scale the open bets are read through the matched-only indexes and sorted
 * (they are few beside the settled history), so this order costs no index of its own.
 */
const BY_PLACED = 'b.placedAt DESC, b._id DESC';

const page = (db: DatabaseSync, paging: Paging, where: Where, order: string) =>
  pageOf(db, paging, { from: BET_FROM, where, search: searchIn('m.name', 'e.name', 'b.outcomeName'), page: (w) => `SELECT ${BET_COLUMNS} ${BET_FROM} ${w} ORDER BY ${order} LIMIT ? OFFSET ?` }, toUserBet);

/** A user's bets, newest first, in one of the four scopes; with `betId`, that one bet of theirs. */
export const userBets = (db: DatabaseSync, filter: Paging & { userName: string; scope: UserBetScope; betId?: string | undefined }) => {
  const account = findAccountByUserName(db, filter.userName);
  if (!account) throw new ApiError(404, NO_ACCOUNT);
  const where = new Where().add('b.accountId = ?', account._id);
  if (filter.betId) where.add('b._id = ?', filter.betId);
  const scope = SCOPES[filter.scope];
  if (scope) where.add(scope);
  return page(db, filter, where, BY_SEQ);
};

/** Every open (matched, unsettled) bet, newest placed first, of one family or all. */
export const unsettledBets = (db: DatabaseSync, filter: Paging & { family?: MarketFamily | undefined }) => {
  const where = new Where().add(`b.status = 'matched'`);
  if (filter.family) where.add('b.family = ?', filter.family);
  return page(db, filter, where, BY_PLACED);
};
