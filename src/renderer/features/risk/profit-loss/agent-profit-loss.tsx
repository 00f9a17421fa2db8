import { Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { PROFIT_LOSS_BY, type ProfitLossLine, type ReportFilters } from '@shared/contract/risk';
import type { ExportColumn } from '@renderer/components/server-table/export-rows';
import { useOperation } from '@renderer/app/data/use-operation';
import { ExportButtons } from './export-buttons';
import { ProfitByDayChart } from './profit-by-day-chart';
import { formatMinor } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';

type By = (typeof PROFIT_LOSS_BY)[number];
const BY_WORDS: Record<By, string> = { sport: 'Sport', event: 'Event', market: 'Market', day: 'Day' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const columnsFor = (by: By): ExportColumn<ProfitLossLine>[] => [
  { header: BY_WORDS[by], value: (l) => l.name },
  { header: 'Markets', value: (l) => l.markets },
  { header: 'P/L (minor units)', value: (l) => l.profitLoss },
  { header: 'Books: punters + agents + house (0 = reconciled)', value: (l) => l.reconciliation },
];

/**
 * An agent's P/L from settled markets by sport, event, market or day, over a date range (settlement
 * dates), with a chart by day; each line checks that punters, agents and house add up to zero.
 */
export function AgentProfitLoss({ filters, onChange }: { filters: ReportFilters; onChange(change: Partial<ReportFilters>): void }) {
  const { userName, by } = filters;
  const from = filters.from ?? '';
  const to = filters.to ?? '';
  const range = { ...(DATE.test(from) ? { from } : {}), ...(DATE.test(to) ? { to } : {}) };
  const name = userName.trim();
  const lines = useOperation(contract.risk.agentProfitLoss, { userName: name || 'house', by, ...range }, { enabled: name.length > 0, keepPreviousData: true });
  const rows = lines.data ?? [];
  const total = rows.reduce((sum, l) => sum + l.profitLoss, 0);
  const off = rows.filter((l) => l.reconciliation !== 0).length;
  return (
    <Stack gap="xs">
      <Title order={4}>Agent P/L</Title>
      <Group gap="sm" align="flex-end">
        <TextInput label="Agent user name" value={userName} onChange={(e) => onChange({ userName: e.currentTarget.value })} w={200} />
        <TextInput label="From" type="date" value={from} onChange={(e) => onChange({ from: e.currentTarget.value || undefined })} w={160} />
        <TextInput label="To" type="date" value={to} onChange={(e) => onChange({ to: e.currentTarget.value || undefined })} w={160} />
        <SegmentedControl aria-label="Group by" data={PROFIT_LOSS_BY.map((b) => ({ value: b, label: `By ${BY_WORDS[b].toLowerCase()}` }))} value={by} onChange={(v) => onChange({ by: v as By })} />
        <ExportButtons fileName={`agent-pl-${name}-by-${by}`} columns={columnsFor(by)} rows={rows} label="agent P/L" />
      </Group>
      <Text size="sm" c={off === 0 ? 'green' : 'red'} aria-label="Reconciliation check">
        {off === 0 ? `Books reconcile: punters + agents + house = 0 on every market (${rows.length} lines).` : `Books do not reconcile on ${off} line(s).`}
      </Text>
      {by === 'day' && rows.length > 0 && <ProfitByDayChart lines={rows} />}
      <Table striped fz="sm" aria-label="Agent profit and loss">
        <TableHead headers={[BY_WORDS[by], 'Markets', 'P/L', 'Books (punters + agents + house)']} />
        <Table.Tbody>
          {rows.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.markets}</Table.Td>
              <Table.Td c={line.profitLoss < 0 ? 'red' : undefined}>{formatMinor(line.profitLoss)}</Table.Td>
              <Table.Td c={line.reconciliation === 0 ? 'green' : 'red'}>{line.reconciliation === 0 ? 'Reconciled (0)' : `Off by ${formatMinor(line.reconciliation)}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th>{rows.reduce((sum, l) => sum + l.markets, 0)}</Table.Th>
            <Table.Th>{formatMinor(total)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {lines.error && <Text c="red">{String(lines.error.message)}</Text>}
    </Stack>
  );
}
