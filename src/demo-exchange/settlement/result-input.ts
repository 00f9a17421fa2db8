import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily, MarketStatus } from '@shared/catalogue';
import { DEAD_HEAT_FAMILIES, MULTI_WINNER_FAMILIES, type ResultValue } from '@shared/results';
import { ApiError } from '../http/api-error';
import { found, int, text } from '../kit/sql';
import { winnersOfType } from '../money/market-facts';
import { SETTLEMENT_MESSAGES as M } from './messages';

/** A market as results see it. */
export interface ResultMarket {
  readonly marketId: string;
  readonly name: string;
  readonly eventName: string;
  readonly family: MarketFamily;
  readonly status: MarketStatus;
  readonly selections: ReadonlyArray<{ id: string; name: string; status: string }>;
  /** How many selections win, each in full: 1, or the places a Place market pays. */
  readonly winners: number;
}

export const resultMarket = (db: DatabaseSync, marketId: string): ResultMarket => {
  const row = found(
    db.prepare('SELECT m._id, m.name, m.status, e.name AS eventName, t.family, t.code FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId),
    M.marketNotFound,
  );
  const selections = db
    .prepare('SELECT _id, name, status FROM selections WHERE marketId = ? ORDER BY sequence')
    .all(marketId)
    .map((s) => ({ id: text(s._id), name: text(s.name), status: text(s.status) }));
  const family = text(row.family) as MarketFamily;
  return { marketId, name: text(row.name), eventName: text(row.eventName), family, status: text(row.status) as MarketStatus, selections, winners: family === 'fancy' ? 1 : winnersOfType(text(row.code)) };
};

/** What a user entered, before it is checked against the market. */
export type EnteredResult = { readonly winnerIds: readonly string[] } | { readonly number: number } | { readonly digit: number };

export interface CheckedResult {
  readonly value: ResultValue;
  /** How the result reads on screen: runner names, "Dead heat: A, B", a number. */
  readonly label: string;
}

/** The refusal of a Place result naming more runners than the places the market pays. */
const tooManyPlaced = (places: number) => `This Place market pays ${places} places: choose at most ${places} placed runners.`;

/**
 * Whether several winners of a result are runners tied for the market's last paid place (a dead heat: the
 * stake is divided): racing with more winners than the market pays. A Place market's placed runners each
 * pay in full; a result naming more of them than its places is refused (`checkResult`), so in practice a
 * dead heat is two or more winners of a Win market.
 */
export const tiedForLastPlace = (market: Pick<ResultMarket, 'family' | 'winners'>, winnerCount: number): boolean =>
  DEAD_HEAT_FAMILIES.includes(market.family) && winnerCount > market.winners;

/**
 * Checks an entry against its market's family and selections: one winner for match odds, bookmaker,
 * binary and virtual markets; one or more (a dead heat) in a racing Win market; 1 to its places in a Place
 * market (each paid in full); one or more in a sportsbook; a digit 0–9 naming the lottery selection of
 * that digit; a whole number for fancy (line) markets.
 */
export const checkResult = (market: ResultMarket, entered: EnteredResult): CheckedResult => {
  if (market.family === 'fancy') {
    if (!('number' in entered)) throw new ApiError(422, M.numberNeeded);
    return { value: { kind: 'number', value: entered.number }, label: String(entered.number) };
  }
  const winnerIds = 'digit' in entered ? [lotterySelection(market, entered.digit)] : 'winnerIds' in entered ? [...new Set(entered.winnerIds)] : [];
  if (winnerIds.length === 0) throw new ApiError(422, M.winnerNeeded);
  const several = market.winners > 1 || DEAD_HEAT_FAMILIES.includes(market.family) || MULTI_WINNER_FAMILIES.includes(market.family);
  if (winnerIds.length > 1 && !several) throw new ApiError(422, M.oneWinnerOnly);
  // A Place market pays its places in full: more placed runners than places would pay more than it offers.
  if (market.winners > 1 && winnerIds.length > market.winners) throw new ApiError(422, tooManyPlaced(market.winners));
  const names = winnerIds.map((id) => {
    const selection = market.selections.find((s) => s.id === id);
    if (!selection) throw new ApiError(422, M.winnerNotInMarket);
    if (selection.status === 'removed') throw new ApiError(422, M.winnerRemoved(selection.name));
    return selection.name;
  });
  const label = tiedForLastPlace(market, winnerIds.length) ? `Dead heat: ${names.join(', ')}` : market.winners > 1 ? `Placed: ${names.join(', ')}` : names.join(', ');
  return { value: { kind: 'winners', winnerIds: winnerIds.sort() }, label };
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
