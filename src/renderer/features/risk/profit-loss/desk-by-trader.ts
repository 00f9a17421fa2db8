import type { ExportColumn, ExportFooter } from '@renderer/components/server-table/export-rows';
import { formatMinor } from '@renderer/lib/format';
import { rupeesCell, type DeskProfitLossRow } from './export-columns';

/** What some settled markets of a desk add up to (minor units). The house's share is undefined when any market's is: a part would read as the whole. */
export interface DeskTotal {
  readonly markets: number;
  readonly houseProfitLoss: number;
  readonly houseShareProfitLoss: number | undefined;
}

/** One trader's line: the markets the trader manages (the desk P/L's Manager column); `trader` null for markets nobody manages. */
export interface TraderLine extends DeskTotal {
  readonly trader: string | null;
}

/** The words for markets nobody manages, on screen and in the files. */
export const NO_MANAGER = 'No manager assigned';

const ZERO: DeskTotal = { markets: 0, houseProfitLoss: 0, houseShareProfitLoss: 0 };

const add = (sum: DeskTotal, part: DeskTotal): DeskTotal => ({
  markets: sum.markets + part.markets,
  houseProfitLoss: sum.houseProfitLoss + part.houseProfitLoss,
  houseShareProfitLoss: sum.houseShareProfitLoss === undefined || part.houseShareProfitLoss === undefined ? undefined : sum.houseShareProfitLoss + part.houseShareProfitLoss,
});

const totalOfRow = (row: DeskProfitLossRow): DeskTotal => ({ markets: 1, houseProfitLoss: row.houseProfitLoss, houseShareProfitLoss: row.houseShareProfitLoss });

/** The by-market table's total: every market of the answer. */
export const deskTotalOf = (rows: readonly DeskProfitLossRow[]): DeskTotal => rows.map(totalOfRow).reduce(add, ZERO);

/** What the trader lines add up to, to check against the by-market total. */
export const traderLinesTotalOf = (lines: readonly TraderLine[]): DeskTotal => lines.reduce<DeskTotal>(add, ZERO);

export const sameTotals = (a: DeskTotal, b: DeskTotal): boolean => a.markets === b.markets && a.houseProfitLoss === b.houseProfitLoss && a.houseShareProfitLoss === b.houseShareProfitLoss;

/** Traders by name; the markets nobody manages last. */
const byTraderName = (a: TraderLine, b: TraderLine): number => (a.trader === null ? 1 : b.trader === null ? -1 : a.trader.localeCompare(b.trader));

/** One line per trader (the market's manager, as the Manager column shows it) over the same markets as the by-market table. */
export const deskByTrader = (rows: readonly DeskProfitLossRow[]): TraderLine[] => {
  const lines = new Map<string | null, DeskTotal>();
  for (const row of rows) lines.set(row.manager, add(lines.get(row.manager) ?? ZERO, totalOfRow(row)));
  return [...lines].map(([trader, total]) => ({ trader, ...total })).sort(byTraderName);
};

/** A total's house share on screen: a dash where some market's share is unknown. */
export const houseShareText = (total: DeskTotal): string => (total.houseShareProfitLoss === undefined ? '—' : formatMinor(total.houseShareProfitLoss));

/** The by-trader table as a file: amounts in rupees (₹, two decimals), as the screen shows them; a blank share where the exchange gives none. */
export const DESK_BY_TRADER_COLUMNS: ExportColumn<TraderLine>[] = [
  { header: 'Trader', value: (l) => l.trader ?? NO_MANAGER },
  { header: 'Markets', value: (l) => l.markets },
  { header: 'House P/L (₹)', value: (l) => rupeesCell(l.houseProfitLoss) },
  { header: 'House share (₹)', value: (l) => rupeesCell(l.houseShareProfitLoss) },
];

/**
 * A desk table's Total row as a file's last line, as the screen's footer shows it: "Total", then `under` its
 * own other columns (the trader table's markets; blanks for the market table), then the total's two amounts.
 */
export const deskFooterOf = (total: DeskTotal, ...under: ExportFooter): ExportFooter => ['Total', ...under, rupeesCell(total.houseProfitLoss), rupeesCell(total.houseShareProfitLoss)];
