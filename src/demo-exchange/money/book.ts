import type { DatabaseSync } from 'node:sqlite';
import type { MatchedBet } from '@shared/money/matched-bet';
import { lineBook, lineBookOfSteps, lineExposure, runnerBook, runnerExposure, type LineBet, type LinePosition, type RunnerBet } from '@shared/money/exposure';
import { marketFacts, type MarketFacts } from './market-facts';

/** A matched bet as the books read it. */
export type OpenBet = MatchedBet;

export const asRunner = (bet: OpenBet): RunnerBet => ({ outcomeId: bet.outcomeId, side: bet.side === 'lay' ? 'lay' : 'back', odds: bet.odds ?? 1, stake: bet.stake });
export const asLine = (bet: OpenBet): LineBet => ({ side: bet.side === 'no' ? 'no' : 'yes', line: bet.line ?? 0, rate: bet.rate ?? 0, stake: bet.stake });

/** The worst case of these bets over every outcome of the market: what the punter must have reserved. */
export const exposureOf = (facts: MarketFacts, bets: readonly OpenBet[]): number =>
  facts.kind === 'line' ? lineExposure(bets.map(asLine)) : runnerExposure(facts.outcomes.map((o) => o.id), bets.map(asRunner));

const OPEN_BET_COLUMNS = 'side, outcomeId, odds, rate, line, stake';
export const toOpenBet = (row: Record<string, unknown>): OpenBet => ({
  side: row.side as OpenBet['side'],
  outcomeId: String(row.outcomeId),
  odds: row.odds === null ? null : Number(row.odds),
  rate: row.rate === null ? null : Number(row.rate),
  line: row.line === null ? null : Number(row.line),
  stake: Number(row.stake),
});

export const openBetsOf = (db: DatabaseSync, accountId: string, marketId: string): OpenBet[] =>
  db.prepare(`SELECT ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND accountId = ? AND status = 'matched'`).all(marketId, accountId).map(toOpenBet);

export const openBetsOnMarket = (db: DatabaseSync, marketId: string): OpenBet[] =>
  db.prepare(`SELECT ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND status = 'matched'`).all(marketId).map(toOpenBet);

/** The house's side of a market's matched bets: its P/L per outcome (runner) or per result position (line). */
export type HouseBook =
  | { readonly kind: 'runner'; readonly outcomes: ReadonlyArray<{ outcomeId: string; name: string; pnl: number }>; readonly betCount: number; readonly stake: number; readonly worst: number }
  | { readonly kind: 'line'; readonly positions: readonly LinePosition[]; readonly betCount: number; readonly stake: number; readonly worst: number };

const negate = (n: number) => (n === 0 ? 0 : -n);

const lineHouseBook = (punters: readonly LinePosition[], betCount: number, stake: number): HouseBook => {
  const positions = punters.map((p) => ({ from: p.from, pnl: negate(p.pnl) }));
  return { kind: 'line', positions, betCount, stake, worst: Math.max(0, ...positions.map((p) => -p.pnl)) };
};

export const houseBook = (facts: MarketFacts, bets: readonly OpenBet[]): HouseBook => {
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  if (facts.kind === 'line') return lineHouseBook(lineBook(bets.map(asLine)), bets.length, stake);
  const book = runnerBook(facts.outcomes.map((o) => o.id), bets.map(asRunner));
  const outcomes = facts.outcomes.map((o) => ({ outcomeId: o.id, name: o.name, pnl: negate(book.get(o.id) ?? 0) }));
  return { kind: 'runner', outcomes, betCount: bets.length, stake, worst: Math.max(0, ...outcomes.map((o) => -o.pnl)) };
};

/**
 * A line market's bets summed per line by SQLite (lineStepOf, bet by bet, in SQL: the rate rounded down
 * per bet exactly as lineBetResult does): the book of 10,000 bets from a few dozen rows.
 */
const RATED = 'CAST(stake * COALESCE(rate, 0) / 100.0 + 1e-9 AS INTEGER)';
const lineStepsOnMarket = (db: DatabaseSync, marketId: string) =>
  db
    .prepare(
      `SELECT COALESCE(line, 0) AS line, SUM(CASE WHEN side = 'no' THEN stake ELSE -stake END) AS low,
              SUM(CASE WHEN side = 'no' THEN -${RATED} ELSE ${RATED} END) AS high, COUNT(*) AS n, SUM(stake) AS stake
       FROM bets WHERE marketId = ? AND status = 'matched' GROUP BY COALESCE(line, 0)`,
    )
    .all(marketId)
    .map((row) => ({ line: Number(row.line ?? 0), low: Number(row.low), high: Number(row.high), n: Number(row.n), stake: Number(row.stake) }));

/** A market's house book from its matched bets; undefined when the market does not exist. */
export const marketBook = (db: DatabaseSync, marketId: string): HouseBook | undefined => {
  const facts = marketFacts(db, marketId);
  if (!facts) return undefined;
  if (facts.kind !== 'line') return houseBook(facts, openBetsOnMarket(db, marketId));
  const steps = lineStepsOnMarket(db, marketId);
  return lineHouseBook(lineBookOfSteps(steps), steps.reduce((sum, s) => sum + s.n, 0), steps.reduce((sum, s) => sum + s.stake, 0));
};
