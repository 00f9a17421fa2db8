import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@renderer/components/server-table/export-rows';
import { DESK_BY_TRADER_COLUMNS, deskByTrader, deskFooterOf, deskTotalOf, NO_MANAGER, traderLinesTotalOf } from './desk-by-trader';
import type { DeskProfitLossRow } from './export-columns';

const MANAGERS = ['asha', 'bilal', 'chen', null] as const;

/** Random settled markets of a desk: any manager (or none), any P/L in paise, the house's share given or not. */
const marketsArb = fc
  .array(
    fc.record({
      manager: fc.constantFrom(...MANAGERS),
      houseProfitLoss: fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
      houseShareProfitLoss: fc.option(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), { nil: undefined }),
    }),
    { maxLength: 60 },
  )
  .map((markets) =>
    markets.map((m, i): DeskProfitLossRow => ({ marketId: `m${i}`, marketName: 'Market', eventName: 'Event', bets: 1, settledAt: '2026-11-26T08:34:00.000Z', ...m })),
  );

describe('desk P/L by trader', () => {
  it('adds up to the by-market total, every market counted once under its manager, for random markets and managers', () => {
    fc.assert(
      fc.property(marketsArb, (rows) => {
        const lines = deskByTrader(rows);
        expect(traderLinesTotalOf(lines)).toEqual(deskTotalOf(rows));
        expect(new Set(lines.map((l) => l.trader)).size).toBe(lines.length);
        for (const line of lines) {
          const own = rows.filter((r) => r.manager === line.trader);
          expect(line.markets).toBe(own.length);
          expect(line.houseProfitLoss).toBe(own.reduce((sum, r) => sum + r.houseProfitLoss, 0));
          expect(line.houseShareProfitLoss).toBe(own.some((r) => r.houseShareProfitLoss === undefined) ? undefined : own.reduce((sum, r) => sum + (r.houseShareProfitLoss ?? 0), 0));
        }
      }),
    );
  });

  it('lists traders by name with the markets nobody manages last', () => {
    const row = (manager: string | null, houseProfitLoss: number) => ({ marketId: `${manager}-${houseProfitLoss}`, marketName: 'M', eventName: 'E', bets: 1, settledAt: '', manager, houseProfitLoss, houseShareProfitLoss: 0 });
    expect(deskByTrader([row(null, 1), row('chen', 2), row('asha', 3), row('chen', 4)]).map((l) => [l.trader, l.markets, l.houseProfitLoss])).toEqual([
      ['asha', 1, 3],
      ['chen', 2, 6],
      [null, 1, 1],
    ]);
  });

  it('exports in rupees, naming markets nobody manages and leaving a share the exchange does not give blank', () => {
    const csv = toCsv(DESK_BY_TRADER_COLUMNS, [
      { trader: 'asha', markets: 2, houseProfitLoss: -2_051_970, houseShareProfitLoss: 12_345 },
      { trader: null, markets: 1, houseProfitLoss: 20_000, houseShareProfitLoss: undefined },
    ]);
    expect(csv.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Trader,Markets,House P/L (₹),House share (₹)', 'asha,2,-20519.70,123.45', `${NO_MANAGER},1,200.00,`]);
  });

  it('writes a desk table’s Total row as the screen shows it: its own columns, then the two amounts in rupees, a share unknown blank', () => {
    expect(deskFooterOf({ markets: 3, houseProfitLoss: -2_051_970, houseShareProfitLoss: 12_345 }, 3)).toEqual(['Total', 3, { money: -20_519.7 }, { money: 123.45 }]);
    expect(deskFooterOf({ markets: 3, houseProfitLoss: 20_000, houseShareProfitLoss: undefined }, '', '', '')).toEqual(['Total', '', '', '', { money: 200 }, '']);
  });
});
