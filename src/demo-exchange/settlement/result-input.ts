import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily, MarketStatus } from '@shared/catalogue';
import { DEAD_HEAT_FAMILIES, DEAD_HEAT_WORDS, MULTI_WINNER_FAMILIES, deadHeatOf, deadHeatProblem, type DeadHeat, type ResultValue } from '@shared/results';
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

/**
 * What a user entered, before it is checked against the market. A race market's result may name, among its
 * winners, the runners that dead-heated for the last paid place (`deadHeatIds`): a Place market's tie.
 */
export type EnteredResult = { readonly winnerIds: readonly string[]; readonly deadHeatIds?: readonly string[] | undefined } | { readonly number: number } | { readonly digit: number };

export interface CheckedResult {
  readonly value: ResultValue;
  /** How the result reads on screen: runner names, "Dead heat: A, B", "Placed: A; dead heat for 2nd: B, C", a number. */
  readonly label: string;
}

/**
 * The dead heat an entry marks (`deadHeatIds`), checked: only in a race; the tied runners among the
 * winners, at least 2 and more than the places they share; the runners placed outright fewer than the
 * places. Null when none is marked.
 */
const markedDeadHeat = (market: ResultMarket, winnerIds: readonly string[], deadHeatIds: readonly string[]): DeadHeat | null => {
  const tiedIds = [...new Set(deadHeatIds)];
  if (tiedIds.length === 0) return null;
  if (!DEAD_HEAT_FAMILIES.includes(market.family)) throw new ApiError(422, DEAD_HEAT_WORDS.notARace);
  const problem = deadHeatProblem(market.winners, winnerIds, tiedIds);
  if (problem) throw new ApiError(422, problem);
  return { tiedIds: tiedIds.sort(), places: market.winners - (winnerIds.length - tiedIds.length) };
};

const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
};

/** The runners in the order of the market's card (its selections' sequence), whatever order they were ticked in. */
const inCardOrder = (market: ResultMarket, ids: readonly string[]): string[] => market.selections.filter((s) => ids.includes(s.id)).map((s) => s.id);

/**
 * How a runner result reads: "A", "Dead heat: A, B" (a Win market), "Placed: A, B", "Placed: A; dead heat
 * for 2nd: B, C", "Dead heat for 1st, sharing 2 places: A, B, C" (a Place market). Runners in card order, so
 * two entries of the same result read the same whatever order their runners were ticked in.
 */
const winnersLabel = (market: ResultMarket, winnerIds: readonly string[], deadHeat: DeadHeat | null, nameOf: (id: string) => string): string => {
  const names = (ids: readonly string[]) => inCardOrder(market, ids).map(nameOf).join(', ');
  if (!deadHeat) return market.winners > 1 ? `Placed: ${names(winnerIds)}` : names(winnerIds);
  if (market.winners <= 1) return `Dead heat: ${names(winnerIds)}`;
  const outright = winnerIds.filter((id) => !deadHeat.tiedIds.includes(id));
  const shared = deadHeat.places > 1 ? `, sharing ${deadHeat.places} places` : '';
  const tie = `for ${ordinal(outright.length + 1)}${shared}: ${names(winnerIds.filter((id) => deadHeat.tiedIds.includes(id)))}`;
  return outright.length > 0 ? `Placed: ${names(outright)}; dead heat ${tie}` : `Dead heat ${tie}`;
};

/**
 * Checks an entry against its market's family and selections: one winner for match odds, bookmaker,
 * binary and virtual markets; one or more (a dead heat) in a racing Win market; 1 to its places in a Place
 * market (each paid in full), or more with the runners that dead-heated for the last place marked; one or
 * more in a sportsbook; a digit 0–9 naming the lottery selection of that digit; a whole number for fancy
 * (line) markets. A Place market's tie is stored with the result (a Win market's is its several winners).
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
  const nameOf = (id: string) => {
    const selection = market.selections.find((s) => s.id === id);
    if (!selection) throw new ApiError(422, M.winnerNotInMarket);
    if (selection.status === 'removed') throw new ApiError(422, M.winnerRemoved(selection.name));
    return selection.name;
  };
  winnerIds.forEach(nameOf);
  const marked = markedDeadHeat(market, winnerIds, 'winnerIds' in entered ? (entered.deadHeatIds ?? []) : []);
  // A Place market pays its places in full: more placed runners than places, with no tie for the last one, would pay more than it offers.
  if (!marked && market.winners > 1 && winnerIds.length > market.winners) throw new ApiError(422, DEAD_HEAT_WORDS.tooManyPlaced(market.winners));
  // A Win market's tie is all its winners: stored as its several winners, as before ties were marked.
  const value = { kind: 'winners' as const, winnerIds: [...winnerIds].sort(), ...(marked && market.winners > 1 ? { deadHeat: marked } : {}) };
  return { value, label: winnersLabel(market, winnerIds, deadHeatOf(value, market.family, market.winners), nameOf) };
};

const lotterySelection = (market: ResultMarket, digit: number): string => {
  const selection = market.selections.find((s) => s.name.trim() === String(digit));
  if (!selection) throw new ApiError(422, M.noDigitSelection(digit));
  return selection.id;
};

/** The market's withdrawals with their Rule 4 deductions (the result shows their total, capped at 90p). */
export const deductionsOf = (db: DatabaseSync, marketId: string): ReadonlyArray<{ at: string; deduction: number }> =>
  db
    .prepare('SELECT at, deduction FROM racing_withdrawals WHERE marketId = ? ORDER BY at')
    .all(marketId)
    .map((r) => ({ at: text(r.at), deduction: int(r.deduction) }));
