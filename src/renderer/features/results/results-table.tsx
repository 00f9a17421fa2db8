import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { RESULT_STATUS_FILTERS, type MarketResult, type ResultStatusFilter } from '@shared/contract/results';
import { RESULT_STATUS_LABELS } from '@shared/results';
import { dateTimeExportColumn } from '@renderer/components/server-table/date-time-column';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { eventTitle, formatWhen, OTHER_USERS_MS, voidFactorSuffix } from './format';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { primaryActionFor, ResultRowActions, type ResultAction } from './row-actions';
import { NO_RESULT, RESULT_STATUS_FILTER_LABELS, ResultStatusBadge } from './status-badge';
import { CodeFilter } from '@renderer/components/code-filter';

const resultText = (m: MarketResult): string =>
  m.marketStatus === 'voided'
    ? 'Voided: no winner'
    : (m.label ?? (m.status === 'pending' || m.status === 'checking' ? 'Hidden until verified' : '—')) + voidFactorSuffix(m.voidFactor) + (m.seed !== null && m.seed !== undefined ? ` · seed ${m.seed}` : '');

/** Who entered or verified a result, and when: "admin Nov 27, 8:15:37 PM". */
const byWhen = (who: MarketResult['maker']): string => (who ? (who.at ? `${who.userName} ${formatWhen(who.at)}` : who.userName) : '—');

/**
 * "Entered by" or "Verified by": the user on screen with the time under the name; in a file the user, and
 * beside it the time as a date-time column of the shown zone ("Entered at"), as every time is exported.
 */
const byWhenColumn = (id: 'maker' | 'checker', header: string, atHeader: string): ServerColumn<MarketResult> => ({
  id,
  header,
  size: 110,
  exportValue: (m) => m[id]?.userName ?? '',
  exportBeside: [dateTimeExportColumn<MarketResult>(atHeader, (m) => m[id]?.at)],
  Cell: ({ row }) => byWhen(row.original[id]),
});

/** The columns of the results lists; `onAction`, what a row's buttons do. */
export const resultColumns = (onAction: (action: ResultAction, market: MarketResult) => void): ServerColumn<MarketResult>[] => [
  // Sizes are smallest widths: a long name wraps, and a table with room gives each column more. With the
  // minor columns (Family, Version, Open bets) shown from the column menu, the rest fit a 1,280 px window.
  { id: 'marketName', accessorKey: 'marketName', header: 'Market', size: 100 },
  // A race with its course, as the racing desk names it.
  { id: 'eventName', header: 'Event', size: 100, exportValue: eventTitle, Cell: ({ row }) => eventTitle(row.original) },
  { ...labelColumn('family', 'Family', MARKET_FAMILY_LABELS), hiddenByDefault: true },
  // As wide as the longest status badge ("Awaiting verification"): a badge is never cut.
  { id: 'status', header: 'Result status', size: 205, exportValue: (m) => (m.status ? RESULT_STATUS_LABELS[m.status] : NO_RESULT), Cell: ({ row }) => <ResultStatusBadge status={row.original.status} /> },
  { id: 'result', header: 'Result', size: 110, exportValue: resultText, Cell: ({ row }) => resultText(row.original) },
  // "admin Nov 27, 8:15:37 PM" on two lines.
  byWhenColumn('maker', 'Entered by', 'Entered at'),
  byWhenColumn('checker', 'Verified by', 'Verified at'),
  { id: 'version', header: 'Version', size: 90, hiddenByDefault: true, exportValue: (m) => m.version, Cell: ({ row }) => (row.original.version > 0 ? row.original.version : '—') },
  // The bets themselves are one click away (Bets and voids); the settle dialog counts them.
  { id: 'openBets', accessorKey: 'openBets', header: 'Open bets', size: 90, hiddenByDefault: true },
  { id: 'actions', header: 'Actions', enableHiding: false, Cell: ({ row }) => <ResultRowActions market={row.original} onAction={onAction} /> },
];

/** The markets that need or have a result (results.list), or those declared and not settled (results.unsettled). */
export function ResultsTable({ scope, onAction }: { scope: 'all' | 'unsettled'; onAction(action: ResultAction, market: MarketResult): void }) {
  const [status, setStatus] = useState<ResultStatusFilter | null>(null);
  const columns = useMemo(() => resultColumns(onAction), [onAction]);
  const session = useAtomValue(sessionAtom);
  const userName = session?.status === 'loggedIn' ? session.user.userName : undefined;
  const common = {
    // Enter on a row opens its main step, as its first button would.
    onOpenRow: (market: MarketResult) => onAction(primaryActionFor(market, userName), market),
    columns,
    pageSize: 10,
    getRowId: (m: MarketResult) => m.marketId,
    toPage: (page: { data: MarketResult[]; recordsTotal: number; recordsFiltered: number }) => page,
    searchPlaceholder: 'Search markets or events',
    searchLabel: 'Search results',
    // Other users enter, verify and settle: their changes show here within seconds.
    refetchInterval: OTHER_USERS_MS,
    noRecords: scope === 'all' ? 'No market has bets or a result yet.' : 'No declared result is waiting to settle.',
  };
  return scope === 'all' ? (
    <ServerTable
      tableId="results.all"
      label="Market results"
      operation={contract.results.list}
      filterInput={{ status }}
      filterFields={<CodeFilter aria-label="Result status" placeholder="Any result status" codes={RESULT_STATUS_FILTERS} labels={RESULT_STATUS_FILTER_LABELS} value={status} onChange={setStatus} w={200} />}
      {...common}
    />
  ) : (
    <ServerTable tableId="results.unsettled" label="Unsettled results" operation={contract.results.unsettled} toInput={(request) => request} {...common} />
  );
}
