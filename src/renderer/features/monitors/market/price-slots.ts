import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { formatOdds, formatSize } from '../frame/format';

export const RUNNER_COLUMNS = 3;

/** One live value of a market row: its text, the number its highlight compares, and its accessible name. */
export interface Slot {
  readonly text: string;
  /** undefined: nothing to show ("–"), no highlight, no timestamp. */
  readonly value: number | undefined;
  readonly label?: string;
}

const EMPTY: Slot = { text: '–', value: undefined };

type Runner = { selectionId: string; back: unknown; lay: unknown };

/** Odds with two decimals; bookmaker rates are whole numbers (odds = 1 + rate / 100). */
function side(value: number | undefined, rate: boolean, label: 'Back' | 'Lay'): Slot {
  if (value === undefined) return EMPTY;
  const text = rate ? String(value) : formatOdds(value);
  return { text, value, label: `${label} ${text}` };
}

/**
 * The values a market row shows, in a fixed order for its book's kind: for exchange ladders and bookmaker
 * rates, best back and lay of each shown selection (a selection beyond the market's is left out), then the
 * matched volume; for a fancy line, "No" and "Yes" (highlighted by their runs), then the matched volume.
 */
export function priceSlots(market: LiveMarket, prices: LivePrices): Slot[] {
  const { book } = prices;
  const matched: Slot = { text: formatSize(prices.matched), value: prices.matched };
  if (book.kind === 'line') {
    return [
      { text: `No ${book.noRuns} @${book.noRate}`, value: book.noRuns },
      { text: `Yes ${book.yesRuns} @${book.yesRate}`, value: book.yesRuns },
      matched,
    ];
  }
  const slots: Slot[] = [];
  const rate = book.kind === 'rates';
  for (let i = 0; i < RUNNER_COLUMNS; i += 1) {
    const selection = market.selections[i];
    if (!selection) continue;
    const runner = (book.runners as readonly Runner[]).find((r) => r.selectionId === selection.selectionId);
    const back = rate ? (runner?.back as number | undefined) : (runner?.back as Array<[number, number]> | undefined)?.[0]?.[0];
    const lay = rate ? (runner?.lay as number | undefined) : (runner?.lay as Array<[number, number]> | undefined)?.[0]?.[0];
    slots.push(side(back, rate, 'Back'), side(lay, rate, 'Lay'));
  }
  slots.push(matched);
  return slots;
}
