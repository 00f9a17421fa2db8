/** The exchange price ladder: the step between valid odds grows with the odds (1.01 … 1000). */
const BANDS: ReadonlyArray<readonly [upTo: number, step: number]> = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [50, 2],
  [100, 5],
  [1000, 10],
];

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;

const stepAt = (price: number): number => (BANDS.find(([upTo]) => price < upTo) ?? BANDS[BANDS.length - 1])?.[1] ?? 10;

const tidy = (n: number) => Math.round(n * 100) / 100;

/** The valid price at or below `price`. */
export const floorToTick = (price: number): number => {
  const p = Math.min(MAX_ODDS, Math.max(MIN_ODDS, price));
  const step = stepAt(p);
  return tidy(Math.max(MIN_ODDS, Math.floor(tidy(p / step)) * step));
};

/** `n` ticks up (positive) or down (negative) from a valid price, within the ladder. */
export const moveTicks = (price: number, n: number): number => {
  let p = price;
  for (let i = 0; i < Math.abs(n); i += 1) {
    if (n > 0) p = p >= MAX_ODDS ? MAX_ODDS : tidy(p + stepAt(p));
    else {
      const down = tidy(p - stepAt(p - 0.001));
      p = down < MIN_ODDS ? MIN_ODDS : down;
    }
  }
  return p;
};
