import { Table, Text } from '@mantine/core';
import { formatMinor, plural } from '@renderer/lib/format';
import { DeskTable } from './desk-table';
import { NO_MANAGER, sameTotals, traderLinesTotalOf, type DeskTotal, type TraderLine } from './desk-by-trader';

/** The check the other P/L tables show: here, that the traders' lines add up to the by-market total (every market counted once). */
function TraderTotalsCheck({ byTrader, byMarket }: { byTrader: DeskTotal; byMarket: DeskTotal }) {
  const agrees = sameTotals(byTrader, byMarket);
  return (
    <Text size="sm" c={agrees ? 'green' : 'red'} aria-label="Trader totals check">
      {agrees
        ? `Trader totals add up to the by-market total: ${formatMinor(byMarket.houseProfitLoss)} over ${plural(byMarket.markets, 'market')}.`
        : `Trader totals (${formatMinor(byTrader.houseProfitLoss)} over ${plural(byTrader.markets, 'market')}) do not add up to the by-market total (${formatMinor(byMarket.houseProfitLoss)} over ${plural(byMarket.markets, 'market')}).`}
    </Text>
  );
}

/** The desk P/L by trader: one line per manager of the desk's settled markets; its total is checked against the by-market table's. */
export function DeskByTraderTable({ lines, byMarket }: { lines: readonly TraderLine[]; byMarket: DeskTotal }) {
  const byTrader = traderLinesTotalOf(lines);
  return (
    <>
      {lines.length > 0 && <TraderTotalsCheck byTrader={byTrader} byMarket={byMarket} />}
      <DeskTable
        label="Desk profit and loss by trader"
        headers={['Trader', 'Markets']}
        lines={lines}
        keyOf={(line) => line.trader ?? NO_MANAGER}
        cellsOf={(line) => (
          <>
            <Table.Td c={line.trader === null ? 'dimmed' : undefined}>{line.trader ?? NO_MANAGER}</Table.Td>
            <Table.Td>{line.markets}</Table.Td>
          </>
        )}
        total={byTrader}
        totalCells={
          <>
            <Table.Th>Total</Table.Th>
            <Table.Th>{byTrader.markets}</Table.Th>
          </>
        }
      />
    </>
  );
}
