import type { DatabaseSync } from 'node:sqlite';
import type { LiveLiability, LiveMarket, PriceBook } from '@shared/contract/live';
import { toMajor, toMinor } from '@shared/money/amounts';
import { lineRanges, runnerBetResult } from '@shared/money/exposure';
import { IncrementalLineBook } from '@shared/money/line-book';
import { hasNonRunners, OPEN_BET_COLUMNS, pricedRunnerBet, runnerExtremes, toOpenBet } from '../money/book';
import { marketFacts } from '../money/market-facts';

/**
 * The house's position on one market: its profit (negative: loss) for each way the market can end.
 * Exchange and bookmaker markets end with one selection winning (a Place market: 1 to its places placed,
 * each paid in full); a fancy line ends at a number of runs, so its outcomes are the ranges between the
 * lines bet on ("Below 45", "45 to 47", "48 or more").
 */
export interface RiskBook {
  outcomes: ReadonlyArray<{ id: string; name: string }>;
  readonly pnl: Map<string, number>;
  betCount: number;
  stake: number;
  /** How many selections win, each in full: 1, or a Place market's places. */
  readonly winners: number;
  /** The house's profit if none of the selections bet on wins (every back lost, every lay won): a set of placed runners adds to it. */
  noWinner: number;
  /** A fancy line's punters' book, bet by bet (minor units), from which its outcomes are drawn. */
  readonly lineBook?: IncrementalLineBook;
  /**
   * A runner market's removed selections (non-runners): none is an outcome of the book, and a bet on one is
   * void at settlement, so it counts among the bets and the stake but moves no P/L. Absent when there are none.
   */
  readonly removed?: ReadonlySet<string>;
}

export interface RiskBet {
  /** A selection id on a runner market. */
  readonly outcomeId: string;
  /** On a fancy line, back is a YES and lay a NO. */
  readonly side: 'back' | 'lay';
  /** Decimal odds; on a fancy line 1 + rate / 100. */
  readonly odds: number;
  readonly stake: number;
  /** A fancy bet's line (runs). */
  readonly line?: number | null | undefined;
  /**
   * Rule 4 (racing): pence per pound taken off the bet's winnings, for the withdrawals recorded after it was
   * struck, by the exchange's order of bets (`pricedRunnerBet`); none when absent (a bet struck after every
   * withdrawal: the feed's own bets as they are matched, whenever they were asked for).
   */
  readonly deduction?: number;
}

/** A fancy bet's rate in points per 100 from the feed's decimal odds (1.9 → 90), as the exchange records it. */
export const fancyRateOf = (odds: number): number => Math.round((odds - 1) * 10_000) / 100;

/** A market's book before any bet: on a runner market its selections that can still win are its outcomes, a removed one is none. */
export const createRiskBook = (market: LiveMarket, kind: PriceBook['kind'], winners = 1): RiskBook => {
  if (kind === 'line') return { outcomes: [], pnl: new Map(), betCount: 0, stake: 0, winners: 1, noWinner: 0, lineBook: new IncrementalLineBook() };
  const runners = market.selections.filter((s) => s.status !== 'removed');
  const removed = runners.length === market.selections.length ? undefined : new Set(market.selections.filter((s) => s.status === 'removed').map((s) => s.selectionId));
  return { outcomes: runners.map((s) => ({ id: s.selectionId, name: s.name })), pnl: new Map(runners.map((s) => [s.selectionId, 0])), betCount: 0, stake: 0, winners, noWinner: 0, removed };
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** A fancy line's outcomes drawn again from its book: one per result range, the house's P/L the punters' reversed. */
const drawLineOutcomes = (book: RiskBook, lineBook: IncrementalLineBook): void => {
  const positions = lineBook.positions();
  const ranges = lineRanges(positions.filter((p) => Number.isFinite(p.from)).map((p) => p.from));
  book.outcomes = ranges.map((range) => ({ id: `runs:${range.at}`, name: range.name }));
  book.pnl.clear();
  ranges.forEach((range, i) => book.pnl.set(`runs:${range.at}`, toMajor(0 - (positions[i]?.pnl ?? 0))));
};

/** A bet's winnings after its Rule 4 deduction, exactly as settlement pays them (rounded down, then the deduction rounded down). */
const winningsAfterRule4 = (bet: RiskBet): number =>
  toMajor(runnerBetResult({ outcomeId: bet.outcomeId, side: 'back', odds: bet.odds, stake: toMinor(bet.stake), deduction: bet.deduction }, bet.outcomeId));

/**
 * A punter's back bet on X costs the house stake × (odds − 1) if X wins (less its Rule 4 deduction) and
 * earns the stake otherwise; a lay bet is the reverse; a bet on a non-runner is void and moves nothing. A
 * fancy bet goes into the line's book at its line and rate, with the exchange's rounding, so the line's
 * worst case is the exposure the exchange reserves.
 */
export const applyBet = (book: RiskBook, bet: RiskBet): void => {
  if (book.lineBook) {
    book.lineBook.add({ side: bet.side === 'back' ? 'yes' : 'no', line: bet.line ?? 0, rate: fancyRateOf(bet.odds), stake: toMinor(bet.stake) });
    drawLineOutcomes(book, book.lineBook);
  } else if (!book.removed?.has(bet.outcomeId)) {
    const win = bet.deduction ? winningsAfterRule4(bet) : bet.stake * (bet.odds - 1);
    for (const outcome of book.outcomes) {
      const hit = outcome.id === bet.outcomeId;
      const change = bet.side === 'back' ? (hit ? -win : bet.stake) : hit ? win : -bet.stake;
      book.pnl.set(outcome.id, cents((book.pnl.get(outcome.id) ?? 0) + change));
    }
    book.noWinner = cents(book.noWinner + (bet.side === 'back' ? bet.stake : -bet.stake));
  }
  book.betCount += 1;
  book.stake = cents(book.stake + bet.stake);
};

/** A matched bet as the bets table keeps it (stake in minor units; a fancy bet has a rate and a line, no odds). */
export interface StoredBet {
  readonly side: string;
  readonly outcomeId: string;
  readonly odds: number | null;
  readonly rate: number | null;
  readonly line: number | null;
  readonly stake: number;
}

/** The same bet as the risk book takes it: YES backs and NO lays a line, at 1 + rate / 100. */
export const riskBetOf = (bet: StoredBet): RiskBet => ({
  outcomeId: bet.outcomeId,
  side: bet.side === 'back' || bet.side === 'yes' ? 'back' : 'lay',
  odds: bet.odds ?? 1 + (bet.rate ?? 0) / 100,
  stake: toMajor(bet.stake),
  line: bet.line,
});

/** What the house loses on the worst outcome (a Place market: its worst set of placed runners); 0 when it wins whatever happens. */
export const liabilityOf = (book: RiskBook): number => {
  if (book.lineBook || book.winners <= 1) return Math.max(0, -Math.min(0, ...book.pnl.values()));
  return Math.max(0, cents(-runnerExtremes([...book.pnl.values()], book.noWinner, book.winners).lowest));
};

export const liabilityValue = (book: RiskBook, market: LiveMarket, ts: number): LiveLiability => ({
  marketId: market.marketId,
  eventId: market.eventId,
  competitionId: market.competitionId,
  sportId: market.sportId,
  family: market.family,
  ts,
  marketName: market.name,
  eventName: market.eventName,
  liability: liabilityOf(book),
  betCount: book.betCount,
  stake: book.stake,
  selections: book.outcomes.map((o) => ({ selectionId: o.id, name: o.name, pnl: book.pnl.get(o.id) ?? 0 })),
});

/**
 * A live market's house position from its matched bets in the exchange, priced as the punters' reservations
 * and settlement price them (`pricedRunnerBet`: a non-runner's bets void, Rule 4 off the bets struck before a
 * withdrawal), so it agrees with the Risk screen's book. A market without a non-runner reads its bets as
 * struck, at no extra cost.
 */
export const storedRiskBook = (db: DatabaseSync, market: LiveMarket, kind: PriceBook['kind']): RiskBook => {
  const facts = marketFacts(db, market.marketId);
  const book = createRiskBook(market, kind, facts?.winners ?? 1);
  const priced = facts?.kind === 'runner' && hasNonRunners(facts) ? facts : undefined;
  for (const row of db.prepare(`SELECT ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND status = 'matched' ORDER BY seq`).all(market.marketId)) {
    const bet = toOpenBet(row);
    const deduction = priced ? pricedRunnerBet(priced, bet)?.deduction : undefined;
    applyBet(book, deduction ? { ...riskBetOf(bet), deduction } : riskBetOf(bet));
  }
  return book;
};
