import type { z } from 'zod';
import type { PROFIT_LOSS_BY, ProfitLossLine, traderProfitLossSchema } from '@shared/contract/risk';
import { moneyCell } from '@shared/files/xlsx';
import { toMajor } from '@shared/money/amounts';
import type { ExportColumn } from '@renderer/components/server-table/export-rows';

export type ProfitLossBy = (typeof PROFIT_LOSS_BY)[number];
export type DeskProfitLossRow = z.infer<typeof traderProfitLossSchema>;

export const BY_WORDS: Record<ProfitLossBy, string> = { sport: 'Sport', event: 'Event', market: 'Market', day: 'Day' };

/** The agent P/L table as a file: amounts in rupees (₹, two decimals), as the screen shows them. */
export const agentProfitLossColumns = (by: ProfitLossBy): ExportColumn<ProfitLossLine>[] => [
  { header: BY_WORDS[by], value: (l) => l.name },
  { header: 'Markets', value: (l) => l.markets },
  { header: 'P/L (₹)', value: (l) => moneyCell(toMajor(l.profitLoss)) },
  { header: 'Books: punters + agents + house (₹, 0 = reconciled)', value: (l) => moneyCell(toMajor(l.reconciliation)) },
];

/** The desk P/L table as a file: the house side's P/L and the house's share in rupees; the time in ISO 8601 (UTC), as every export writes times. */
export const DESK_PROFIT_LOSS_COLUMNS: ExportColumn<DeskProfitLossRow>[] = [
  { header: 'Settled', value: (r) => r.settledAt },
  { header: 'Market', value: (r) => `${r.marketName} · ${r.eventName}` },
  { header: 'Manager', value: (r) => r.manager ?? '' },
  { header: 'Bets', value: (r) => r.bets },
  { header: 'House P/L (₹)', value: (r) => moneyCell(toMajor(r.houseProfitLoss)) },
  { header: 'House share (₹)', value: (r) => (r.houseShareProfitLoss === undefined ? '' : moneyCell(toMajor(r.houseShareProfitLoss))) },
];
