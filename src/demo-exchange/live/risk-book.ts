import type { LiveLiability, LiveMarket, PriceBook } from '@shared/contract/live';

/**
 * The house's position on one market: its profit (negative: loss) for each way the market can end.
 * Exchange and bookmaker markets end with one selection winning; a fancy line ends "Yes" or "No".
 */
export interface RiskBook {
  readonly outcomes: ReadonlyArray<{ id: string; name: string }>;
  readonly pnl: Map<string, number>;
  betCount: number;
  stake: number;
}

export interface RiskBet {
  /** A selection id, or 'yes' / 'no' on a fancy line. */
  readonly outcomeId: string;
  readonly side: 'back' | 'lay';
  readonly odds: number;
  readonly stake: number;
}

export const FANCY_OUTCOMES = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
] as const;

export const createRiskBook = (market: LiveMarket, kind: PriceBook['kind']): RiskBook => {
  const outcomes = kind === 'line' ? FANCY_OUTCOMES : market.selections.map((s) => ({ id: s.selectionId, name: s.name }));
  return { outcomes, pnl: new Map(outcomes.map((o) => [o.id, 0])), betCount: 0, stake: 0 };
};

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * A punter's back bet on X costs the house stake × (odds − 1) if X wins and earns the stake otherwise;
 * a lay bet is the reverse. On a fancy line, a "Yes" bet is a back of the Yes outcome and a "No" bet a
 * back of the No outcome (both struck at a rate).
 */
export const applyBet = (book: RiskBook, bet: RiskBet, kind: PriceBook['kind']): void => {
  const win = bet.stake * (bet.odds - 1);
  const backs = kind === 'line' ? true : bet.side === 'back';
  for (const outcome of book.outcomes) {
    const hit = outcome.id === bet.outcomeId;
    const change = backs ? (hit ? -win : bet.stake) : hit ? win : -bet.stake;
    book.pnl.set(outcome.id, cents((book.pnl.get(outcome.id) ?? 0) + change));
  }
  book.betCount += 1;
  book.stake = cents(book.stake + bet.stake);
};

/** What the house loses on the worst outcome; 0 when it wins whatever happens. */
export const liabilityOf = (book: RiskBook): number => Math.max(0, -Math.min(0, ...book.pnl.values()));

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
