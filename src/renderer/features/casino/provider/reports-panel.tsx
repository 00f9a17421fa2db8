import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { providerReportQuery, PROVIDER_REPORT_PAGE } from '@shared/casino/provider-report';
import type { ProviderReport, ProviderReportQuery } from '@shared/contract/game-provider';
import { useOperation } from '@renderer/app/data/use-operation';
import { useTodayUntilEdited } from '@renderer/app/display/format-redraw';
import { showErrorToast, showSuccessToast } from '@renderer/app/notify';
import { ProviderError } from './provider-error';
import { exportReport } from './report-export';
import { TableHead } from '@renderer/components/table-head';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { DateField } from '@renderer/components/date-field';
import { exportNamesToday } from '@renderer/components/server-table/export-names';
import { dayRangeProblem } from '@renderer/lib/day-range';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { dayOffsetMinutes, formatCalendarDay, formatNumber } from '@renderer/lib/format';

const REPORT_OPS = { game: contract.gameProvider.gameReport, player: contract.gameProvider.playerReport, history: contract.gameProvider.historyReport } as const;
const REPORT_LABELS: Record<ProviderReport, string> = { game: 'Game report', player: 'Player report', history: 'History report' };
/** The query's fields as the form names them, for the input schema's messages ("Player id: at most 64 characters"). */
const QUERY_LABELS = { game_id: 'Game id', remote_id: 'Player id' };

/** A picked calendar day (YYYY-MM-DD) as a local date. */
const localDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** The longest period the provider reports on, From and To both counted (its refusal: "a report covers at most 92 days"). */
const MOST_DAYS = 92;
const daysFromTo = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** What is wrong with the period before the provider is asked: both days, in order, at most 92 days; said on To. */
const periodProblem = (from: string, to: string): string | undefined =>
  dayRangeProblem(from, to) ?? (daysFromTo(from, to) > MOST_DAYS ? `To: a report covers at most ${MOST_DAYS} days.` : undefined);

/** A provider's column key in words: "game_id" as "Game id", "ggr" as "GGR" (gross gaming revenue). */
const columnTitle = (key: string) => (key.toLowerCase() === 'ggr' ? 'GGR' : `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/_/g, ' ')}`);
/** A cell as the provider sent it, numbers grouped the user's way (its amounts are in its own units). */
const cellText = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value ?? ''));

/** The provider's game, player and history reports: paged by the provider's max and offset, exported whole as CSV. */
export function ReportsPanel() {
  const [report, setReport] = useState<ProviderReport>('game');
  // Today in the shown zone (the new one's after a zone change) until set.
  const [from, setFrom] = useTodayUntilEdited();
  const [to, setTo] = useTodayUntilEdited();
  const [gameId, setGameId] = useState('');
  const [remoteId, setRemoteId] = useState('');
  const [query, setQuery] = useState<ProviderReportQuery | null>(null);
  // The days of the report on screen: the fields may have moved on since it was run.
  const [shownDays, setShownDays] = useState('');
  const [exporting, setExporting] = useState(false);
  // A refusal answers the fields it was run with: once one changes, it is no longer shown.
  const [fieldsChanged, setFieldsChanged] = useState(false);
  const field = (set: (value: string) => void) => (value: string) => (set(value), setFieldsChanged(true));
  const op = REPORT_OPS[report];
  const page = useOperation(op, query ?? ({} as ProviderReportQuery), { enabled: query !== null, errorToast: false, keepPreviousData: true });
  // Checked before the provider is asked: its own refusal misleads for an empty day, and comes only once run.
  const rangeProblem = periodProblem(from, to);
  const asked = providerReportQuery({ from: localDay(from), to: localDay(to), tzOffsetMinutes: dayOffsetMinutes(from), gameId: gameId.trim(), remoteId: remoteId.trim(), offset: 0 });
  // The ids by the operation's own input schema, in words on their fields, as a kit form says them.
  const idProblems = zodFormResolver(op.input, QUERY_LABELS)(asked);
  const canRun = rangeProblem === undefined && idProblems.game_id === undefined && idProblems.remote_id === undefined;
  const run = () => {
    setFieldsChanged(false);
    setShownDays(from === to ? formatCalendarDay(from) : `${formatCalendarDay(from)} to ${formatCalendarDay(to)}`);
    setQuery(asked);
  };
  // Another page of the report on screen, whatever the fields hold now.
  const turnPage = (offset: number) => (setFieldsChanged(false), setQuery((shown) => (shown ? { ...shown, offset } : shown)));
  const exportAll = async () => {
    if (!query) return;
    setExporting(true);
    try {
      const rows = await exportReport(op, query, `${exportNamesToday(REPORT_LABELS[report], `${from} to ${to}`).file}.csv`);
      showSuccessToast(`${rows} rows exported.`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setExporting(false);
    }
  };
  const data = query ? page.data : undefined;
  const columns = [...new Set((data?.rows ?? []).flatMap((row) => Object.keys(row)))];
  const offset = data?.offset ?? 0;
  return (
    <Stack gap="xs" component="section" aria-label="Provider reports">
      <Title order={3} size="h5">
        Reports
      </Title>
      <LabelledSegments aria-label="Report" labels={REPORT_LABELS} value={report} onChange={(chosen) => (setReport(chosen), setQuery(null))} w="fit-content" />
      <Group align="flex-end" gap="xs">
        <DateField label="From" value={from} onChange={field(setFrom)} />
        <DateField label="To" value={to} onChange={field(setTo)} error={rangeProblem} />
        <TextInput label="Game id" placeholder="Every game" value={gameId} onChange={(e) => field(setGameId)(e.currentTarget.value)} error={idProblems.game_id} w={160} />
        <TextInput label="Player id" placeholder="Every player" value={remoteId} onChange={(e) => field(setRemoteId)(e.currentTarget.value)} error={idProblems.remote_id} w={160} />
        <Button onClick={run} disabled={!canRun}>
          Run report
        </Button>
        <Button variant="default" disabled={!data || data.total === 0} loading={exporting} onClick={() => void exportAll()}>
          Export CSV
        </Button>
      </Group>
      {query && page.error && !fieldsChanged ? <ProviderError error={page.error} title={`${REPORT_LABELS[report]} refused`} /> : null}
      {data && (
        <>
          <Table striped withTableBorder aria-label={REPORT_LABELS[report]}>
            <TableHead headers={columns.map(columnTitle)} />
            <Table.Tbody>
              {data.rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column} ta={typeof row[column] === 'number' ? 'right' : undefined}>
                      {cellText(row[column])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {data.total === 0 ? `No rows for ${shownDays}.` : `Rows ${offset + 1}–${offset + data.rows.length} of ${data.total}, ${shownDays}; amounts as the provider reports them.`}
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" disabled={offset === 0} onClick={() => turnPage(Math.max(0, offset - PROVIDER_REPORT_PAGE))}>
                Previous page
              </Button>
              <Button size="compact-sm" variant="default" disabled={offset + data.rows.length >= data.total} onClick={() => turnPage(offset + PROVIDER_REPORT_PAGE)}>
                Next page
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
