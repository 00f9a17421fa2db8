import { Group, Select, Stack, Table, Title } from '@mantine/core';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { TRADER_FAMILIES } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { ExportButtons } from './export-buttons';
import { DESK_PROFIT_LOSS_COLUMNS } from './export-columns';
import { formatMinor, formatWhen } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { lossColour, MoneyTd, ONE_LINE } from '@renderer/components/money-td';
import { codeOptions } from '@renderer/lib/code-options';

/**
 * Per settled market of a desk's family (fancy, bookmaker, sportsbook), with the market's manager: the house
 * side's P/L against the punters (as the desks show it; the house and the agents share it) and the house's own
 * share of it, which is what the agent P/L of `house` shows for the same market.
 */
export function DeskProfitLoss({ family, onFamily }: { family: (typeof TRADER_FAMILIES)[number]; onFamily(family: (typeof TRADER_FAMILIES)[number]): void }) {
  const rows = useOperation(contract.risk.traderProfitLoss, { family }).data ?? [];
  return (
    <Stack gap="xs">
      <Title order={4}>Desk P/L</Title>
      <Group gap="sm" align="flex-end">
        <Select label="Desk" data={codeOptions(TRADER_FAMILIES, MARKET_FAMILY_LABELS)} value={family} onChange={(v) => v && onFamily(v as typeof family)} allowDeselect={false} w={200} />
        <ExportButtons fileName={`desk-pl-${family}`} columns={DESK_PROFIT_LOSS_COLUMNS} rows={rows} label="desk P/L" />
      </Group>
      <Table striped fz="sm" aria-label="Desk profit and loss">
        <TableHead headers={['Settled', 'Market', 'Manager', 'Bets', 'House P/L', 'House share (after agents)']} />
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6} c="dimmed">
                No market of this desk is settled yet.
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.marketId}>
              <Table.Td>{formatWhen(row.settledAt)}</Table.Td>
              <Table.Td>{`${row.marketName} · ${row.eventName}`}</Table.Td>
              <Table.Td>{row.manager ?? '—'}</Table.Td>
              <Table.Td>{row.bets}</Table.Td>
              <MoneyTd minor={row.houseProfitLoss} c={lossColour(row.houseProfitLoss)} />
              <MoneyTd minor={row.houseShareProfitLoss} c={lossColour(row.houseShareProfitLoss)} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>Total</Table.Th>
            <Table.Th style={ONE_LINE}>{formatMinor(rows.reduce((sum, r) => sum + r.houseProfitLoss, 0))}</Table.Th>
            <Table.Th style={ONE_LINE}>{rows.some((r) => r.houseShareProfitLoss === undefined) ? '—' : formatMinor(rows.reduce((sum, r) => sum + (r.houseShareProfitLoss ?? 0), 0))}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
