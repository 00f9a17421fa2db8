import { describe, expect, it } from 'vitest';
import type { ProfitLossLine, RiskMarket } from '@shared/contract/risk';
import { exportColumnsOf } from '@renderer/components/server-table/export-columns';
import { toCsv } from '@renderer/components/server-table/export-rows';
import { moneyColumn } from './money-column';
import { agentProfitLossColumns, DESK_PROFIT_LOSS_COLUMNS, type DeskProfitLossRow } from './profit-loss/export-columns';

describe('risk exports', () => {
  it('write money in rupees as the screen shows it, not the paise the exchange sends', () => {
    const exposure = moneyColumn<RiskMarket>('exposure', 'Exposure', (m) => m.exposure);
    expect(exposure.exportValue?.({ exposure: 14_471_400 } as RiskMarket)).toEqual({ money: 144_714 });
    expect(exposure.exportValue?.({ exposure: 246_005 } as RiskMarket)).toEqual({ money: 2_460.05 });
    expect(exportColumnsOf([exposure], {}, []).map((c) => c.header)).toEqual(['Exposure (₹)']);
  });

  it('write agent P/L and its books in rupees, under headers that say so', () => {
    const columns = agentProfitLossColumns('day');
    const line: ProfitLossLine = { key: 'd', name: '2026-11-26', markets: 2, profitLoss: -16_846_400, reconciliation: 0 };
    expect(columns.map((c) => c.header)).toEqual(['Day', 'Markets', 'P/L (₹)', 'Books: punters + agents + house (₹, 0 = reconciled)']);
    expect(toCsv(columns, [line]).trim().split('\r\n')[1]).toBe('2026-11-26,2,-168464.00,0.00');
  });

  it('write desk P/L in rupees: the house side’s and the house’s share (blank where the exchange gives none), settled in the shown zone', () => {
    const row = { marketId: 'm', marketName: 'Win', eventName: 'Race 1', manager: null, bets: 3, houseProfitLoss: 20_000, houseShareProfitLoss: 12_345, settledAt: '2026-11-26T08:34:00.000Z' } as DeskProfitLossRow;
    const [header, line, unsplit] = toCsv(DESK_PROFIT_LOSS_COLUMNS, [row, { ...row, houseShareProfitLoss: undefined }]).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Settled (UTC),Market,Manager,Bets,House P/L (₹),House share (₹)');
    expect(line).toBe('2026-11-26 08:34:00,Win · Race 1,,3,200.00,123.45');
    expect(unsplit).toBe('2026-11-26 08:34:00,Win · Race 1,,3,200.00,');
  });
});
