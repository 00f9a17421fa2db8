import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { QUERY_STATUS_LABELS, QUERY_STATUSES, queries, type PunterQuery, type QueryStatus } from '@shared/contract/queries';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { dateTimeCellOf } from '@renderer/components/server-table/date-time-column';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { NewQueryModal } from './new-query-modal';
import { QueryDrawer } from './query-drawer';
import { formatNumber, formatWhen } from '@renderer/lib/format';
import { BET_SIDE_LABELS } from '@renderer/components/bet-words';
import { CodeFilter } from '@renderer/components/code-filter';
import { RowButton } from '@renderer/components/row-controls/row-button';

/** What a query is about, in words: its bet (by id) or statement line, or nothing. */
/** What a query is about: its bet in words ("Back Arsenal @ 2.42 · Match Odds · Arsenal v Chelsea"), or its statement line. */
const aboutWords = (q: PunterQuery): string => {
  if (q.bet) return `${BET_SIDE_LABELS[q.bet.side]} ${q.bet.outcomeName}${q.bet.price === null ? '' : ` @ ${formatNumber(q.bet.price)}`} · ${q.bet.marketName} · ${q.bet.eventName}`;
  if (q.betId) return `Bet ${q.betId}`;
  return q.statementSeq === null ? '' : `Statement line ${q.statementSeq}`;
};

/** The queue of punters' queries (open first, longest waiting on top); Enter or Open shows one to answer. */
export function QueriesTab() {
  const [status, setStatus] = useState<QueryStatus | null>('open');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<PunterQuery | null>(null);
  const columns = useMemo<ServerColumn<PunterQuery>[]>(
    () => [
      // Exported as every date-time column is (the shown zone, named in the header); shown as the queue words it.
      { id: 'createdAt', header: 'Asked', exportValue: (q) => dateTimeCellOf(q.createdAt), exportZoned: true, Cell: ({ row }) => formatWhen(row.original.createdAt) },
      { id: 'userName', accessorKey: 'userName', header: 'Punter' },
      { id: 'subject', accessorKey: 'subject', header: 'Subject' },
      { id: 'about', header: 'About', exportValue: aboutWords, Cell: ({ row }) => aboutWords(row.original) || '—' },
      labelColumn('status', 'Status', QUERY_STATUS_LABELS),
      {
        id: 'open',
        header: 'Open',
        enableHiding: false,
        Cell: ({ row }) => (
          <RowButton size="compact-xs" variant="light" onClick={() => setOpen(row.original)} aria-label={`Open the query ${row.original.subject}`}>
            Open
          </RowButton>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <ServerTable
        tableId="risk.queries"
        label="Punter queries"
        operation={queries.list}
        filterInput={{ status }}
        getRowId={(q) => q.queryId}
        columns={columns}
        searchPlaceholder="Punter, subject or text"
        searchLabel="Search punter queries"
        actions={<Button onClick={() => setAdding(true)}>Record a query</Button>}
        filterFields={<CodeFilter aria-label="Query status" placeholder="Any status" codes={QUERY_STATUSES} labels={QUERY_STATUS_LABELS} value={status} onChange={setStatus} w={150} />}
        onOpenRow={(row: PunterQuery) => setOpen(row)}
        noRecords="No punter query here."
      />
      {adding && <NewQueryModal onClose={() => setAdding(false)} />}
      {open && <QueryDrawer query={open} onClose={() => setOpen(null)} />}
    </>
  );
}
