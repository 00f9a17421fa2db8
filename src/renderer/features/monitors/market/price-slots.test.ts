import { describe, expect, it } from 'vitest';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { priceSlots } from './price-slots';

const scope = { marketId: 'm', sportId: 's', competitionId: 'c', eventId: 'e', family: 'matchOdds' as const, ts: 1 };
const market = (selections: string[]): LiveMarket =>
  ({ ...scope, selections: selections.map((selectionId) => ({ selectionId, name: selectionId.toUpperCase(), status: 'active' })) }) as unknown as LiveMarket;

describe('the live values of a market row', () => {
  it('shows best back and lay of each selection with two decimals, then the matched volume', () => {
    const prices: LivePrices = {
      ...scope,
      matched: 1234,
      book: {
        kind: 'ladder',
        runners: [
          { selectionId: 'a', back: [[1.9, 10], [1.8, 5]], lay: [[2, 7]], lastTraded: null },
          { selectionId: 'b', back: [], lay: [[3.5, 1]], lastTraded: null },
        ],
      },
    };
    expect(priceSlots(market(['a', 'b']), prices)).toEqual([
      { text: '1.90', value: 1.9, label: 'Back 1.90' },
      { text: '2.00', value: 2, label: 'Lay 2.00' },
      { text: '–', value: undefined },
      { text: '3.50', value: 3.5, label: 'Lay 3.50' },
      { text: '1,234', value: 1234 },
    ]);
  });

  it('shows bookmaker rates as whole numbers, and a fancy line as "No" and "Yes" compared by runs', () => {
    const rates: LivePrices = { ...scope, matched: 0, book: { kind: 'rates', runners: [{ selectionId: 'a', back: 95, lay: 100 }] } };
    expect(priceSlots(market(['a']), rates).slice(0, 2)).toEqual([
      { text: '95', value: 95, label: 'Back 95' },
      { text: '100', value: 100, label: 'Lay 100' },
    ]);
    const line: LivePrices = { ...scope, matched: 0, book: { kind: 'line', noRuns: 45, yesRuns: 46, noRate: 100, yesRate: 90 } };
    expect(priceSlots(market([]), line).slice(0, 2)).toEqual([
      { text: 'No 45 @100', value: 45 },
      { text: 'Yes 46 @90', value: 46 },
    ]);
  });
});
