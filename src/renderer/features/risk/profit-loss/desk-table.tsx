import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMinor } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { lossColour, MoneyTd, ONE_LINE } from '@renderer/components/money-td';
import { houseShareText, type DeskTotal } from './desk-by-trader';
import { NoSettledMarketRow } from './no-settled-market-row';

/** A line's amounts in minor units; no share where the exchange gives none. */
interface HouseAmounts {
  readonly houseProfitLoss: number;
  readonly houseShareProfitLoss?: number | undefined;
}

/**
 * A desk P/L table, by market or by trader: its own columns (`headers`, and `cellsOf` a line), then the house
 * side's P/L and the house's own share of it, red when a loss; one row saying so while the desk has no settled
 * market; in the footer, `totalCells` under its own columns and the total's two amounts.
 */
export function DeskTable<Line extends HouseAmounts>(props: {
  label: string;
  headers: readonly string[];
  lines: readonly Line[];
  keyOf(line: Line): string;
  cellsOf(line: Line): ReactNode;
  total: DeskTotal;
  totalCells: ReactNode;
}) {
  const { headers, lines, total } = props;
  return (
    <Table striped fz="sm" aria-label={props.label}>
      <TableHead headers={[...headers, 'House P/L', 'House share (after agents)']} />
      <Table.Tbody>
        {lines.length === 0 && <NoSettledMarketRow columns={headers.length + 2} />}
        {lines.map((line) => (
          <Table.Tr key={props.keyOf(line)}>
            {props.cellsOf(line)}
            <MoneyTd minor={line.houseProfitLoss} c={lossColour(line.houseProfitLoss)} />
            <MoneyTd minor={line.houseShareProfitLoss} c={lossColour(line.houseShareProfitLoss)} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          {props.totalCells}
          <Table.Th style={ONE_LINE}>{formatMinor(total.houseProfitLoss)}</Table.Th>
          <Table.Th style={ONE_LINE}>{houseShareText(total)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
