import { Group, Input, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { DESK_PROFIT_LOSS_MARKETS, TRADER_FAMILIES } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { ExportButtons } from './export-buttons';
import { DESK_PROFIT_LOSS_COLUMNS, type DeskProfitLossRow } from './export-columns';
import { DESK_BY_TRADER_COLUMNS, deskByTrader, deskFooterOf, deskTotalOf, traderLinesTotalOf, type DeskTotal } from './desk-by-trader';
import { DeskByTraderTable } from './desk-by-trader-table';
import { DeskTable } from './desk-table';
import { useDeskBy, type DeskBy } from './report-filters';
import { formatWhen } from '@renderer/lib/format';
import { codeOptions } from '@renderer/lib/code-options';

const DESK_BY = [
  { value: 'market', label: 'By market' },
  { value: 'trader', label: 'By trader' },
] satisfies { value: DeskBy; label: string }[];

/**
 * Per settled market of a desk's family (fancy, bookmaker, sportsbook), with the market's manager: the house
 * side's P/L against the punters (as the desks show it; the house and the agents share it) and the house's own
 * share of it, which is what the agent P/L of `house` shows for the same market. By trader, the same markets
 * add up per manager, checked against the by-market total.
 */
export function DeskProfitLoss({ family, onFamily }: { family: (typeof TRADER_FAMILIES)[number]; onFamily(family: (typeof TRADER_FAMILIES)[number]): void }) {
  const [by, setBy] = useDeskBy();
  const rows = useOperation(contract.risk.traderProfitLoss, { family }).data ?? [];
  const total = deskTotalOf(rows);
  const lines = by === 'trader' ? deskByTrader(rows) : [];
  const linesTotal = traderLinesTotalOf(lines);
  const what = 'Desk profit and loss';
  const qualifier = `${MARKET_FAMILY_LABELS[family]} by ${by}`;
  return (
    <Stack gap="xs">
      <Title order={4}>Desk P/L</Title>
      <Group gap="sm" align="flex-end">
        <Select label="Desk" data={codeOptions(TRADER_FAMILIES, MARKET_FAMILY_LABELS)} value={family} onChange={(v) => v && onFamily(v as typeof family)} allowDeselect={false} w={200} />
        <Input.Wrapper label="Group by" labelElement="div">
          <SegmentedControl aria-label="Group desk P/L by" data={DESK_BY} value={by} onChange={(v) => setBy(v as DeskBy)} />
        </Input.Wrapper>
        {by === 'market' ? (
          <ExportButtons what={what} qualifier={qualifier} columns={DESK_PROFIT_LOSS_COLUMNS} rows={rows} footer={deskFooterOf(total, '', '', '')} label="desk P/L" />
        ) : (
          <ExportButtons what={what} qualifier={qualifier} columns={DESK_BY_TRADER_COLUMNS} rows={lines} footer={deskFooterOf(linesTotal, linesTotal.markets)} label="desk P/L by trader" />
        )}
      </Group>
      {rows.length >= DESK_PROFIT_LOSS_MARKETS && (
        <Text size="sm" c="dimmed">{`The latest ${DESK_PROFIT_LOSS_MARKETS} settled markets of this desk: older ones are not in these tables or their totals.`}</Text>
      )}
      {by === 'market' ? <DeskByMarketTable rows={rows} total={total} /> : <DeskByTraderTable lines={lines} byMarket={total} />}
    </Stack>
  );
}

function DeskByMarketTable({ rows, total }: { rows: readonly DeskProfitLossRow[]; total: DeskTotal }) {
  return (
    <DeskTable
      label="Desk profit and loss"
      headers={['Settled', 'Market', 'Manager', 'Bets']}
      lines={rows}
      keyOf={(row) => row.marketId}
      cellsOf={(row) => (
        <>
          <Table.Td>{formatWhen(row.settledAt)}</Table.Td>
          <Table.Td>{`${row.marketName} · ${row.eventName}`}</Table.Td>
          <Table.Td>{row.manager ?? '—'}</Table.Td>
          <Table.Td>{row.bets}</Table.Td>
        </>
      )}
      total={total}
      totalCells={<Table.Th colSpan={4}>Total</Table.Th>}
    />
  );
}
