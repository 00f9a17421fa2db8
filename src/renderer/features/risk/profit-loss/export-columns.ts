import type { z } from 'zod';
import type { PROFIT_LOSS_BY, ProfitLossLine, traderProfitLossSchema } from '@shared/contract/risk';
import { moneyCell, type Cell } from '@shared/files/xlsx';
import { toMajor } from '@shared/money/amounts';
import { dateTimeExportColumn } from '@renderer/components/server-table/date-time-column';
import type { ExportColumn, ExportFooter } from '@renderer/components/server-table/export-rows';

export type ProfitLossBy = (typeof PROFIT_LOSS_BY)[number];
export type DeskProfitLossRow = z.infer<typeof traderProfitLossSchema>;

export const BY_WORDS: Record<ProfitLossBy, string> = { sport: 'Sport', event: 'Event', market: 'Market', day: 'Day' };

/** An amount in minor units (paise) in a file: rupees with two decimals, as the screen shows it; blank where the exchange gives none. */
export const rupeesCell = (minor: number | undefined): Cell => (minor === undefined ? '' : moneyCell(toMajor(minor)));

/** What the agent P/L table's lines add up to (its Total row): markets and P/L in minor units. */
export const agentTotalOf = (lines: readonly ProfitLossLine[]) => ({
  markets: lines.reduce((sum, l) => sum + l.markets, 0),
  profitLoss: lines.reduce((sum, l) => sum + l.profitLoss, 0),
});

/** The agent P/L table as a file: amounts in rupees (₹, two decimals), as the screen shows them. */
export const agentProfitLossColumns = (by: ProfitLossBy): ExportColumn<ProfitLossLine>[] => [
  { header: BY_WORDS[by], value: (l) => l.name },
  { header: 'Markets', value: (l) => l.markets },
  { header: 'P/L (₹)', value: (l) => rupeesCell(l.profitLoss) },
  { header: 'Books: punters + agents + house (₹, 0 = reconciled)', value: (l) => rupeesCell(l.reconciliation) },
];

/** The agent P/L table's Total row as a file's last line, as the screen shows it: markets and P/L added up, no books figure. */
export const agentProfitLossFooter = (lines: readonly ProfitLossLine[]): ExportFooter => {
  const total = agentTotalOf(lines);
  return ['Total', total.markets, rupeesCell(total.profitLoss), ''];
};

/** The desk P/L table as a file: the house side's P/L and the house's share in rupees; the time in the zone times are shown in, as every export writes times. */
export const DESK_PROFIT_LOSS_COLUMNS: ExportColumn<DeskProfitLossRow>[] = [
  dateTimeExportColumn('Settled', (r) => r.settledAt),
  { header: 'Market', value: (r) => `${r.marketName} · ${r.eventName}` },
  { header: 'Manager', value: (r) => r.manager ?? '' },
  { header: 'Bets', value: (r) => r.bets },
  { header: 'House P/L (₹)', value: (r) => rupeesCell(r.houseProfitLoss) },
  { header: 'House share (₹)', value: (r) => rupeesCell(r.houseShareProfitLoss) },
];
