import type { LiveLiability } from '@shared/contract/live';

/** Largest liability first (ties: more stake first, then by id for a stable order). */
const byLiability = (a: LiveLiability, b: LiveLiability): number => b.liability - a.liability || b.stake - a.stake || a.marketId.localeCompare(b.marketId);

/** The markets with the largest liability, largest first (ties: more stake first, then by id for a stable order). */
export const topByLiability = (values: Iterable<LiveLiability>, top: number): string[] =>
  [...values]
    .filter((v) => v.liability > 0)
    .sort(byLiability)
    .slice(0, top)
    .map((v) => v.marketId);

/** Markets largest liability first, as `topByLiability` ranks them: the alerts kept are the largest of those that crossed. */
export const largestFirst = (values: readonly LiveLiability[]): LiveLiability[] => [...values].sort(byLiability);

/** Markets that went above the threshold since the last look (they raise an alert once per crossing). */
export const newlyAbove = (values: Iterable<LiveLiability>, threshold: number, above: Set<string>): LiveLiability[] => {
  const crossed: LiveLiability[] = [];
  for (const value of values) {
    const over = value.liability > threshold;
    if (over && !above.has(value.marketId)) {
      above.add(value.marketId);
      crossed.push(value);
    } else if (!over) above.delete(value.marketId);
  }
  return crossed;
};

/** Two rankings list the same markets in the same order. */
export const sameOrder = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** How many outcomes a row shows: the worst for the house first; a fancy line can have dozens of ranges. */
export const SHOWN_OUTCOMES = 3;

/** A row's outcomes, worst for the house first, the first `shown` of them and how many more there are. */
export const worstOutcomes = (selections: LiveLiability['selections'], shown = SHOWN_OUTCOMES): { shown: LiveLiability['selections']; more: number } => {
  const worst = [...selections].sort((a, b) => a.pnl - b.pnl);
  return { shown: worst.slice(0, shown), more: Math.max(0, worst.length - shown) };
};
