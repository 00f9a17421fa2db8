import { hasResultBelow, lineBetResult, type LineBet, type LinePosition } from './exposure';

/**
 * A line market's book kept up to date bet by bet: the punters' P/L below every line, and how it changes
 * crossing each line. Adding a bet is O(1); the worst case is one pass over the distinct lines (a fancy
 * market has at most a thousand), whatever the number of bets. Same answer as the house’s worst case of
 * `lineBook` over all the bets.
 */
export class IncrementalLineBook {
  private below = 0;
  private readonly change = new Map<number, number>();
  private sorted: number[] | null = [];

  constructor(bets: readonly LineBet[] = []) {
    for (const bet of bets) this.add(bet);
  }

  add(bet: LineBet): void {
    const low = lineBetResult(bet, bet.line - 1);
    const high = lineBetResult(bet, bet.line);
    this.below += low;
    if (!this.change.has(bet.line)) this.sorted = null;
    this.change.set(bet.line, (this.change.get(bet.line) ?? 0) + high - low);
  }

  /**
   * The punters' P/L at every result position, lowest first: below the lowest line (unless it is 0), then
   * from each line up to the next. One pass over the distinct lines.
   */
  positions(): LinePosition[] {
    this.sorted ??= [...this.change.keys()].sort((a, b) => a - b);
    let pnl = this.below;
    const positions: LinePosition[] = hasResultBelow(this.sorted[0]) ? [{ from: Number.NEGATIVE_INFINITY, pnl }] : [];
    for (const line of this.sorted) {
      pnl += this.change.get(line) ?? 0;
      positions.push({ from: line, pnl });
    }
    return positions;
  }

  /** The punters' best case over every result: what the house may lose (0 when it wins whatever happens). */
  worst(): number {
    let worst = 0;
    for (const position of this.positions()) if (position.pnl > worst) worst = position.pnl;
    return worst;
  }
}
