import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { AUDIT_PAGE_LENGTH, type AuditListInput, type AuditRow } from '@shared/contract/audit';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import type { TableRequest } from '@renderer/components/server-table/request';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { SEARCH_DEBOUNCE_MS } from '@renderer/components/server-table/use-table-query-state';
import { dateTimeColumn } from '@renderer/components/server-table/date-time-column';
import { actionLabel, changeLines, dayEnd, dayStart, targetText } from './audit-format';
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

function Change({ action, value }: { action: string; value: unknown }) {
  const lines = changeLines(action, value);
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}


const COLUMNS: ServerColumn<AuditRow>[] = [
  dateTimeColumn('at', 'Time', (row) => row.at),
  { id: 'user', header: 'User', exportValue: (row) => row.actorUserName ?? '', Cell: ({ row }) => row.original.actorUserName ?? '—' },
  { id: 'action', header: 'Action', exportValue: (row) => actionLabel(row.action), Cell: ({ row }) => actionLabel(row.original.action) },
  // On screen the record's name, never its id (an exported file gives the id of a record recorded without a name).
  { id: 'target', header: 'Target', exportValue: (row) => targetText(row, true), Cell: ({ row }) => targetText(row.original) },
  { id: 'before', header: 'Before', exportValue: (row) => changeLines(row.action, row.before).join('\n'), Cell: ({ row }) => <Change action={row.original.action} value={row.original.before} />, maxSize: 320 },
  { id: 'after', header: 'After', exportValue: (row) => changeLines(row.action, row.after).join('\n'), Cell: ({ row }) => <Change action={row.original.action} value={row.original.after} />, maxSize: 320 },
];

/** The exchange sorts the audit (newest first unless asked) and filters it by fields beside the request. */
const auditInput = (request: TableRequest, filters: AuditFilterValues, userName: string): AuditListInput => {
  const from = filters.from ? dayStart(filters.from) : undefined;
  const to = filters.to ? dayEnd(filters.to) : undefined;
  return {
    ...request,
    ...(userName ? { userName } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
};

/** The Audit tab: every admin action the exchange recorded, newest first, server-side paged and filtered. */
export function AuditTable() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [userName] = useDebouncedValue(filters.userName.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <ServerTable
      tableId="audit"
      label="Audit log"
      operation={contract.audit.list}
      toInput={(request) => auditInput(request, filters, userName)}
      filters={[filters.action, filters.from, filters.to, userName]}
      getRowId={(row) => String(row.id)}
      columns={COLUMNS}
      pageSize={AUDIT_PAGE_LENGTH}
      filterFields={(answer) => <AuditFilters value={filters} actions={answer?.actions ?? []} onChange={setFilters} />}
    />
  );
}
