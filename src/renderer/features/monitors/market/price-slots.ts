import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { formatOdds, formatSize } from '../frame/format';

export const RUNNER_COLUMNS = 3;

/** One live value of a market row: its text, the number its highlight compares, its accessible name and tooltip. */
export interface Slot {
  readonly text: string;
  /** undefined: nothing to show ("–"), no highlight, no timestamp. */
  readonly value: number | undefined;
  readonly label?: string;
  readonly title?: string;
}

const EMPTY: Slot = { text: '–', value: undefined };

/** A price the house desk has not quoted (a market it prices itself): no number, and it takes no bet there. */
const NOT_QUOTED_TEXT = 'Not quoted by the desk';
const NOT_QUOTED: Slot = { text: '—', value: undefined, label: NOT_QUOTED_TEXT, title: NOT_QUOTED_TEXT };

/** How a row lays its prices out: none yet, a fancy line ("No" and "Yes"), or back and lay per selection. */
export type PriceLayout = 'none' | 'line' | 'runners';

/** A fancy market's line is laid out as one even while its desk has not quoted it (its book is null then). */
export const layoutOf = (market: LiveMarket, prices: LivePrices | undefined): PriceLayout => {
  if (!prices) return 'none';
  return (prices.book?.kind ?? (market.family === 'fancy' ? 'line' : 'runners')) === 'line' ? 'line' : 'runners';
};

type Runner = { selectionId: string; back: unknown; lay: unknown };

/** Odds with two decimals; bookmaker rates are whole numbers (odds = 1 + rate / 100). */
function side(value: number | undefined, rate: boolean, label: 'Back' | 'Lay'): Slot {
  if (value === undefined) return EMPTY;
  const text = rate ? String(value) : formatOdds(value);
  return { text, value, label: `${label} ${text}` };
}

/**
 * The values a market row shows, in a fixed order for its layout: for exchange ladders and bookmaker
 * rates, best back and lay of each shown selection (a selection beyond the market's is left out), then the
 * matched volume; for a fancy line, "No" and "Yes" (highlighted by their runs), then the matched volume.
 * What the house desk has not quoted (the whole market: no book; or a selection) shows as not quoted; a
 * selection that takes no bet (suspended, removed) has no price at all.
 */
export function priceSlots(market: LiveMarket, prices: LivePrices): Slot[] {
  const { book } = prices;
  const matched: Slot = { text: formatSize(prices.matched), value: prices.matched };
  if (layoutOf(market, prices) === 'line') {
    if (book?.kind !== 'line') return [NOT_QUOTED, NOT_QUOTED, matched];
    return [
      { text: `No ${book.noRuns} @${book.noRate}`, value: book.noRuns },
      { text: `Yes ${book.yesRuns} @${book.yesRate}`, value: book.yesRuns },
      matched,
    ];
  }
  const slots: Slot[] = [];
  const rate = book?.kind === 'rates';
  const runners = (book?.kind === 'line' ? [] : (book?.runners ?? [])) as readonly Runner[];
  const unquoted = new Set(prices.unquoted);
  for (let i = 0; i < RUNNER_COLUMNS; i += 1) {
    const selection = market.selections[i];
    if (!selection) continue;
    // A selection that takes no bet shows its status instead (runner-cell.tsx): its price is no offer.
    if (selection.status !== 'active') {
      slots.push(EMPTY, EMPTY);
      continue;
    }
    if (!book || unquoted.has(selection.selectionId)) {
      slots.push(NOT_QUOTED, NOT_QUOTED);
      continue;
    }
    const runner = runners.find((r) => r.selectionId === selection.selectionId);
    const back = rate ? (runner?.back as number | undefined) : (runner?.back as Array<[number, number]> | undefined)?.[0]?.[0];
    const lay = rate ? (runner?.lay as number | undefined) : (runner?.lay as Array<[number, number]> | undefined)?.[0]?.[0];
    slots.push(side(back, rate, 'Back'), side(lay, rate, 'Lay'));
  }
  slots.push(matched);
  return slots;
}
