import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily, MarketStatus } from '@shared/catalogue';
import type { MarketBook, OutcomePunter } from '@shared/contract/risk';
import { lineBetResult, lineRanges, runnerBetResult } from '@shared/money/exposure';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';
import { asLine, houseBook, pricedRunnerBet, toOpenBet, type HouseBook, type OpenBet } from '../../money/book';
import { marketFacts, type MarketFacts } from '../../money/market-facts';

/** Most punters listed per outcome (largest winners first). */
export const PUNTERS_PER_OUTCOME = 50;
/** Points of the liability-over-time series. */
const HISTORY_POINTS = 60;

/** The house's worst case of a book, as the risk desk shows it everywhere (drill-down, its chart, the live list). */
export const houseWorstCase = (book: HouseBook): number => Math.round(book.worst);

interface PlacedBet extends OpenBet {
  readonly userName: string;
}

/** An outcome of the book: a runner, or a fancy line's result range with a result inside it. */
interface Outcome {
  readonly outcomeId: string;
  readonly name: string;
  /** What one bet wins (negative: loses) for the punter if this outcome happens. */
  result(bet: OpenBet): number;
}

/**
 * The runners that can still win, each bet priced once as settlement pays it (`pricedRunnerBet`: a bet on a
 * non-runner makes 0 on every outcome, Rule 4 comes off the others); a line as its ranges between the lines
 * bet on ("Below 45", "45 to 47", "48 or more").
 */
const outcomesOf = (facts: MarketFacts, bets: readonly OpenBet[]): Outcome[] => {
  if (facts.kind === 'runner') {
    const priced = new Map(bets.map((bet) => [bet, pricedRunnerBet(facts, bet)]));
    const resultOf = (bet: OpenBet, winner: string) => {
      const runner = priced.get(bet);
      return runner ? runnerBetResult(runner, winner) : 0;
    };
    return facts.outcomes.map((o) => ({ outcomeId: o.id, name: o.name, result: (bet) => resultOf(bet, o.id) }));
  }
  const lines = [...new Set(bets.map((b) => b.line ?? 0))].sort((a, b) => a - b);
  return lineRanges(lines).map((r) => ({ outcomeId: `runs:${r.at}`, name: r.name, result: (bet) => lineBetResult(asLine(bet), r.at) }));
};

const puntersOn = (outcome: Outcome, bets: readonly PlacedBet[]): OutcomePunter[] => {
  const byPunter = new Map<string, { stake: number; pnl: number }>();
  for (const bet of bets) {
    const p = byPunter.get(bet.userName) ?? { stake: 0, pnl: 0 };
    p.stake += bet.stake;
    p.pnl += outcome.result(bet);
    byPunter.set(bet.userName, p);
  }
  return [...byPunter]
    .map(([userName, p]) => ({ userName, stake: p.stake, pnl: p.pnl }))
    .sort((a, b) => b.pnl - a.pnl || b.stake - a.stake || a.userName.localeCompare(b.userName))
    .slice(0, PUNTERS_PER_OUTCOME);
};

/** The house's worst case after each slice of the market's matched bets (settled ones kept: they were matched then). */
const historyOf = (facts: MarketFacts, bets: readonly PlacedBet[]) => {
  const step = Math.max(1, Math.ceil(bets.length / HISTORY_POINTS));
  const points: MarketBook['history'] = [];
  for (let end = step; end < bets.length + step; end += step) {
    const upTo = Math.min(end, bets.length);
    points.push({ at: bets[upTo - 1]?.placedAt ?? '', liability: houseWorstCase(houseBook(facts, bets.slice(0, upTo))) });
  }
  return points;
};

/** One market's open book, outcome by outcome, with its biggest punters on each and its liability over time. */
export const marketBookOf = (db: DatabaseSync, marketId: string): MarketBook => {
  const facts = marketFacts(db, marketId);
  const market = db.prepare('SELECT m.name, m.status, e.name AS eventName FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId);
  if (!facts || !market) throw new ApiError(404, 'No market has that id.');
  const rows = db
    .prepare(
      `SELECT b.side, b.outcomeId, b.odds, b.rate, b.line, b.stake, b.status, b.seq, b.placedAt, a.userName FROM bets b JOIN accounts a ON a._id = b.accountId
       WHERE b.marketId = ? AND b.status IN ('matched', 'settled') ORDER BY b.seq`,
    )
    .all(marketId);
  const placed: PlacedBet[] = rows.map((row) => ({ ...toOpenBet(row), userName: text(row.userName) }));
  const open = placed.filter((_, i) => rows[i]?.status === 'matched');
  const book = houseBook(facts, open);
  const outcomes = outcomesOf(facts, open).map((outcome) => {
    const punters = puntersOn(outcome, open);
    return { outcomeId: outcome.outcomeId, name: outcome.name, housePnl: -open.reduce((sum, bet) => sum + outcome.result(bet), 0), punters };
  });
  return {
    marketId,
    marketName: text(market.name),
    eventName: text(market.eventName),
    family: facts.family as MarketFamily,
    status: text(market.status) as MarketStatus,
    openBets: open.length,
    stake: book.stake,
    liability: houseWorstCase(book),
    outcomes,
    history: historyOf(facts, placed),
  };
};
