import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { ReportQuery } from '@shared/contract/site-tools';
import { useOperation } from '@renderer/app/data/use-operation';
import { useTodayUntilEdited } from '@renderer/app/display/format-redraw';
import { formatAmount } from '../format';
import { Lookups } from './lookups';
import { PlayerReport } from './player-report';
import { TableHead } from '@renderer/components/table-head';
import { DateField } from '@renderer/components/date-field';
import { dayRangeProblem } from '@renderer/lib/day-range';
import { dayOffsetMinutes } from '@renderer/lib/format';

/** Spec §3: report dates travel as year/month/day text. */
const asReportDate = (isoDay: string) => isoDay.replaceAll('-', '/');

/** Reports with the spec's report query fields, per white label, and one player's report. */
export function ReportsTab() {
  // Today in the shown zone (the new one's after a zone change) until set.
  const [start, setStart] = useTodayUntilEdited();
  const [end, setEnd] = useTodayUntilEdited();
  const [site, setSite] = useState<string | null>(null);
  const [query, setQuery] = useState<ReportQuery | null>(null);
  const { data: sites } = useOperation(contract.whiteLabels.userCounts, {});
  const { data: report } = useOperation(contract.siteReports.report, query ?? ({} as ReportQuery), { enabled: query !== null });
  const rangeProblem = dayRangeProblem(start, end);
  const run = () =>
    setQuery({ start: asReportDate(start), end: asReportDate(end), tz_offset: dayOffsetMinutes(start), max: 100, offset: 0, realm: 'INR', ...(site ? { remote_id: site } : {}) });
  return (
    <Stack gap="md">
      <section aria-label="White label report">
        <Title order={3} size="h5" mb="xs">
          White label report
        </Title>
        <Group align="flex-end" gap="xs">
          <DateField label="From" value={start} onChange={setStart} />
          <DateField label="To" value={end} onChange={setEnd} error={rangeProblem} />
          <Select label="White label" placeholder="Every site" clearable data={(sites ?? []).map((s) => ({ value: s.whiteLabelId, label: s.name }))} value={site} onChange={setSite} />
          <Button onClick={run} disabled={rangeProblem !== undefined}>
            Run report
          </Button>
        </Group>
        {report && (
          <Table mt="sm" withTableBorder aria-label="Report by white label">
            <TableHead headers={['White label', 'Users', 'Bets', 'Stake', 'Players\' result']} />
            <Table.Tbody>
              {report.rows.map((row) => (
                <Table.Tr key={row.whiteLabelId ?? row.name}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.users}</Table.Td>
                  <Table.Td>{row.bets}</Table.Td>
                  <Table.Td>{formatAmount(row.stake, row.currency ?? report.realm)}</Table.Td>
                  <Table.Td>{formatAmount(row.playerResult, row.currency ?? report.realm)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {report && report.rows.length === 0 && <Text size="sm">No white label matches.</Text>}
      </section>
      <PlayerReport />
      <Lookups />
    </Stack>
  );
}
