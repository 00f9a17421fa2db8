/**
 * Round ("nice") tick values for the risk charts' axes: 0, −500, −1,000, −1,500 rather than the data's own
 * ends (0, −1,241, −1,941, −2,641), and times on whole seconds, minutes or hours, none twice.
 */

/** About this many intervals an amount axis is cut into, and at most this many a time axis (its labels are wider). */
const AMOUNT_INTERVALS = 5;
const TIME_INTERVALS = 4;

/** The round step of about `span / intervals`: 1, 2, 2.5 or 5 times a power of ten, at least `least`. */
const roundStep = (span: number, intervals: number, least: number): number => {
  const raw = span / intervals;
  if (!(raw > 0)) return least;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return Math.max(least, nice * power);
};

/**
 * Ticks of a rupee axis through zero: round values from at or below the lowest amount (or 0) to at or above the
 * highest (or 0), 0 among them, a whole rupee apart at least (the axis shows whole rupees).
 */
export const amountTicks = (values: readonly number[], intervals = AMOUNT_INTERVALS): number[] => {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const step = roundStep(high - low, intervals, 1);
  const first = Math.floor(low / step);
  const last = Math.max(Math.ceil(high / step), first + 1);
  // Exact: a step of at least 1 is a whole number or 2.5 (no float dust); `+ 0` turns a −0 into 0.
  return Array.from({ length: last - first + 1 }, (_, i) => (first + i) * step + 0);
};

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Steps a time axis may take: whole seconds, minutes, hours, days of the zone times are shown in. */
const TIME_STEPS = [1, 2, 5, 10, 15, 30].map((s) => s * SECOND).concat([1, 2, 5, 10, 15, 30].map((m) => m * MINUTE), [1, 2, 3, 6, 12].map((h) => h * HOUR), [1, 2, 7].map((d) => d * DAY));
/** Beyond a week a step: whole days. */
const wholeDays = (span: number, intervals: number) => Math.ceil(span / intervals / DAY) * DAY;

export interface TimeTicks {
  /** Epoch milliseconds, ascending, inside `domain`. */
  readonly ticks: number[];
  readonly domain: [number, number];
  /** What the ticks' labels must show to tell them apart. */
  readonly precision: 'seconds' | 'minutes' | 'days';
}

/**
 * Ticks of a time axis from the first to the last moment: on whole steps of the zone `offsetMinutes` ahead
 * of UTC (an hour tick in India at 15:00, not 14:30), each step at least a second, so no two ticks share a
 * label at the precision given. Moments all in one second get a one-second axis.
 */
export const timeTicks = (times: readonly number[], offsetMinutes: number, intervals = TIME_INTERVALS): TimeTicks => {
  const from = Math.min(...times);
  const to = Math.max(Math.max(...times), from + SECOND);
  const step = TIME_STEPS.find((s) => (to - from) / s <= intervals) ?? wholeDays(to - from, intervals);
  const offset = offsetMinutes * MINUTE;
  const ticks: number[] = [];
  for (let local = Math.ceil((from + offset) / step) * step; local - offset <= to; local += step) ticks.push(local - offset);
  const precision = step >= DAY || to - from >= DAY ? 'days' : step >= MINUTE ? 'minutes' : 'seconds';
  return { ticks, domain: [from, to], precision };
};
