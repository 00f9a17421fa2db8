import { Group, Input, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { PROFIT_LOSS_BY, type ReportFilters } from '@shared/contract/risk';
import { bridgeErrorOf } from '@renderer/app/errors';
import { useOperation } from '@renderer/app/data/use-operation';
import { ExportButtons } from './export-buttons';
import { agentProfitLossColumns, agentProfitLossFooter, agentTotalOf, BY_WORDS, type ProfitLossBy } from './export-columns';
import { ProfitByDayChart } from './profit-by-day-chart';
import { reportQueryOf } from './report-query';
import { formatCalendarDay, formatMinor, plural } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { DateField } from '@renderer/components/date-field';
import { lossColour, MoneyTd, ONE_LINE } from '@renderer/components/money-td';

/**
 * An agent's P/L from settled markets by sport, event, market or day, over a date range (settlement
 * dates), with a chart by day; each line checks that punters, agents and house add up to zero. Only the
 * answer for the agent and dates shown is drawn: none while the agent is missing, unknown or the dates are
 * the wrong way round (the field concerned says why).
 */
export function AgentProfitLoss({ filters, onChange }: { filters: ReportFilters; onChange(change: Partial<ReportFilters>): void }) {
  const { userName, by } = filters;
  const from = filters.from ?? '';
  const to = filters.to ?? '';
  const query = reportQueryOf(filters);
  const lines = useOperation(contract.risk.agentProfitLoss, query.input ?? { userName: 'house', by }, { enabled: query.input !== null, keepPreviousData: true, errorToast: false });
  const failure = query.input && lines.error ? bridgeErrorOf(lines.error) : null;
  const answer = query.input && !failure ? lines.data : undefined;
  const rows = answer ?? [];
  const total = agentTotalOf(rows);
  const off = rows.filter((l) => l.reconciliation !== 0).length;
  const agentError = query.agentError ?? (failure?.kind === 'not-found' ? failure.message : null);
  return (
    <Stack gap="xs">
      <Title order={4}>Agent P/L</Title>
      <Group gap="sm" align="flex-start">
        <TextInput label="Agent user name" value={userName} onChange={(e) => onChange({ userName: e.currentTarget.value })} error={agentError} w={200} />
        <DateField label="From" value={from} onChange={(day) => onChange({ from: day || undefined })} error={query.fromError} w={160} />
        <DateField label="To" value={to} onChange={(day) => onChange({ to: day || undefined })} error={query.toError} w={160} />
        <Input.Wrapper label="Group by" labelElement="div">
          <SegmentedControl aria-label="Group by" data={PROFIT_LOSS_BY.map((b) => ({ value: b, label: `By ${BY_WORDS[b].toLowerCase()}` }))} value={by} onChange={(v) => onChange({ by: v as ProfitLossBy })} />
        </Input.Wrapper>
        <Input.Wrapper label="Export" labelElement="div">
          <Group h={36}>
            <ExportButtons what="Agent profit and loss" qualifier={`${userName.trim()} by ${by}`} columns={agentProfitLossColumns(by)} rows={rows} footer={agentProfitLossFooter(rows)} label="agent P/L" />
          </Group>
        </Input.Wrapper>
      </Group>
      {answer && (
        <Text size="sm" c={off === 0 ? 'green' : 'red'} aria-label="Reconciliation check">
          {off === 0 ? `Books reconcile: punters + agents + house = 0 on every market (${plural(rows.length, 'line')}).` : `Books do not reconcile on ${plural(off, 'line')}.`}
        </Text>
      )}
      {by === 'day' && rows.length > 0 && <ProfitByDayChart lines={rows} />}
      <Table striped fz="sm" aria-label="Agent profit and loss">
        <TableHead headers={[BY_WORDS[by], 'Markets', 'P/L', 'Books (punters + agents + house)']} />
        <Table.Tbody>
          {rows.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>{by === 'day' ? formatCalendarDay(line.name) : line.name}</Table.Td>
              <Table.Td>{line.markets}</Table.Td>
              <MoneyTd minor={line.profitLoss} c={lossColour(line.profitLoss)} />
              <Table.Td c={line.reconciliation === 0 ? 'green' : 'red'}>{line.reconciliation === 0 ? 'Reconciled (0)' : `Off by ${formatMinor(line.reconciliation)}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            {/* No figures while the filters cannot be asked or the agent is unknown: a zero would read as a P/L of nothing. */}
            <Table.Th>{answer ? total.markets : '—'}</Table.Th>
            <Table.Th style={ONE_LINE}>{answer ? formatMinor(total.profitLoss) : '—'}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {failure && failure.kind !== 'not-found' && (
        <Text c="red" role="alert">
          {failure.message}
        </Text>
      )}
    </Stack>
  );
}
