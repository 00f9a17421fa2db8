import { Table, Text } from '@mantine/core';
import { formatMinor, plural } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { NoSettledMarketRow } from './no-settled-market-row';
import { lossColour, MoneyTd, ONE_LINE } from '@renderer/components/money-td';
import { houseShareText, NO_MANAGER, sameTotals, traderLinesTotalOf, type DeskTotal, type TraderLine } from './desk-by-trader';

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
      <Table striped fz="sm" aria-label="Desk profit and loss by trader">
        <TableHead headers={['Trader', 'Markets', 'House P/L', 'House share (after agents)']} />
        <Table.Tbody>
          {lines.length === 0 && <NoSettledMarketRow columns={4} />}
          {lines.map((line) => (
            <Table.Tr key={line.trader ?? NO_MANAGER}>
              <Table.Td c={line.trader === null ? 'dimmed' : undefined}>{line.trader ?? NO_MANAGER}</Table.Td>
              <Table.Td>{line.markets}</Table.Td>
              <MoneyTd minor={line.houseProfitLoss} c={lossColour(line.houseProfitLoss)} />
              <MoneyTd minor={line.houseShareProfitLoss} c={lossColour(line.houseShareProfitLoss)} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th>{byTrader.markets}</Table.Th>
            <Table.Th style={ONE_LINE}>{formatMinor(byTrader.houseProfitLoss)}</Table.Th>
            <Table.Th style={ONE_LINE}>{houseShareText(byTrader)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </>
  );
}
