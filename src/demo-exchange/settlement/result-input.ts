import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily, MarketStatus } from '@shared/catalogue';
import { DEAD_HEAT_FAMILIES, MULTI_WINNER_FAMILIES, type ResultValue } from '@shared/results';
import { ApiError } from '../http/api-error';
import { found, int, text } from '../kit/sql';
import { SETTLEMENT_MESSAGES as M } from './messages';

/** A market as results see it. */
export interface ResultMarket {
  readonly marketId: string;
  readonly name: string;
  readonly eventName: string;
  readonly family: MarketFamily;
  readonly status: MarketStatus;
  readonly selections: ReadonlyArray<{ id: string; name: string; status: string }>;
}

export const resultMarket = (db: DatabaseSync, marketId: string): ResultMarket => {
  const row = found(
    db.prepare('SELECT m._id, m.name, m.status, e.name AS eventName, t.family FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId),
    M.marketNotFound,
  );
  const selections = db
    .prepare('SELECT _id, name, status FROM selections WHERE marketId = ? ORDER BY sequence')
    .all(marketId)
    .map((s) => ({ id: text(s._id), name: text(s.name), status: text(s.status) }));
  return { marketId, name: text(row.name), eventName: text(row.eventName), family: text(row.family) as MarketFamily, status: text(row.status) as MarketStatus, selections };
};

/** What a user entered, before it is checked against the market. */
export type EnteredResult = { readonly winnerIds: readonly string[] } | { readonly number: number } | { readonly digit: number };

export interface CheckedResult {
  readonly value: ResultValue;
  /** How the result reads on screen: runner names, "Dead heat: A, B", a number. */
  readonly label: string;
}

/**
 * Checks an entry against its market's family and selections: one winner for match odds, bookmaker,
 * binary and virtual markets; one or more (a dead heat) in racing; one or more in a sportsbook; a digit
 * 0–9 naming the lottery selection of that digit; a whole number for fancy (line) markets.
 */
export const checkResult = (market: ResultMarket, entered: EnteredResult): CheckedResult => {
  if (market.family === 'fancy') {
    if (!('number' in entered)) throw new ApiError(422, M.numberNeeded);
    return { value: { kind: 'number', value: entered.number }, label: String(entered.number) };
  }
  const winnerIds = 'digit' in entered ? [lotterySelection(market, entered.digit)] : 'winnerIds' in entered ? [...new Set(entered.winnerIds)] : [];
  if (winnerIds.length === 0) throw new ApiError(422, M.winnerNeeded);
  const several = DEAD_HEAT_FAMILIES.includes(market.family) || MULTI_WINNER_FAMILIES.includes(market.family);
  if (winnerIds.length > 1 && !several) throw new ApiError(422, M.oneWinnerOnly);
  const names = winnerIds.map((id) => {
    const selection = market.selections.find((s) => s.id === id);
    if (!selection) throw new ApiError(422, M.winnerNotInMarket);
    if (selection.status === 'removed') throw new ApiError(422, M.winnerRemoved(selection.name));
    return selection.name;
  });
  const deadHeat = winnerIds.length > 1 && DEAD_HEAT_FAMILIES.includes(market.family);
  return { value: { kind: 'winners', winnerIds: winnerIds.sort() }, label: deadHeat ? `Dead heat: ${names.join(', ')}` : names.join(', ') };
};

const lotterySelection = (market: ResultMarket, digit: number): string => {
  const selection = market.selections.find((s) => s.name.trim() === String(digit));
  if (!selection) throw new ApiError(422, M.noDigitSelection(digit));
  return selection.id;
};

/** Rule 4 in force for a bet struck at `placedAt`: the withdrawals after it, added up to at most 90p. */
export const deductionsOf = (db: DatabaseSync, marketId: string): ReadonlyArray<{ at: string; deduction: number }> =>
  db
    .prepare('SELECT at, deduction FROM racing_withdrawals WHERE marketId = ? ORDER BY at')
    .all(marketId)
    .map((r) => ({ at: text(r.at), deduction: int(r.deduction) }));
