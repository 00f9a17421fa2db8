import { describe, expect, it } from 'vitest';
import type { ProfitLossLine, RiskMarket } from '@shared/contract/risk';
import { exportColumnsOf } from '@renderer/components/server-table/export-columns';
import { moneyColumn } from './money-column';
import { agentProfitLossColumns, DESK_PROFIT_LOSS_COLUMNS, type DeskProfitLossRow } from './profit-loss/export-columns';

describe('risk exports', () => {
  it('write money in rupees as the screen shows it, not the paise the exchange sends', () => {
    const exposure = moneyColumn<RiskMarket>('exposure', 'Exposure', (m) => m.exposure);
    expect(exposure.exportValue?.({ exposure: 14_471_400 } as RiskMarket)).toBe(144_714);
    expect(exposure.exportValue?.({ exposure: 246_005 } as RiskMarket)).toBe(2_460.05);
    expect(exportColumnsOf([exposure], {}, []).map((c) => c.header)).toEqual(['Exposure (₹)']);
  });

  it('write agent P/L and its books in rupees, under headers that say so', () => {
    const columns = agentProfitLossColumns('day');
    const line: ProfitLossLine = { key: 'd', name: '2026-11-26', markets: 2, profitLoss: -16_846_400, reconciliation: 0 };
    expect(columns.map((c) => c.header)).toEqual(['Day', 'Markets', 'P/L (₹)', 'Books: punters + agents + house (₹, 0 = reconciled)']);
    expect(columns.map((c) => c.value(line))).toEqual(['2026-11-26', 2, -168_464, 0]);
  });

  it('write desk P/L in rupees', () => {
    const row = { marketId: 'm', marketName: 'Win', eventName: 'Race 1', manager: null, bets: 3, houseProfitLoss: 12_345, settledAt: '2026-11-26T08:34:00.000Z' } as DeskProfitLossRow;
    const house = DESK_PROFIT_LOSS_COLUMNS.find((c) => c.header === 'House P/L (₹)');
    expect(house?.value(row)).toBe(123.45);
    expect(DESK_PROFIT_LOSS_COLUMNS.some((c) => c.header.includes('minor'))).toBe(false);
  });
});
