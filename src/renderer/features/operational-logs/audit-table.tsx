import { Group, Pagination, Progress, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AUDIT_PAGE_LENGTH, type AuditListInput, type AuditRow } from '@shared/contract/audit';
import { fullNumbersPaginationProps } from '@renderer/components/data-table/full-numbers-pagination';
import { tableInfo } from '@renderer/components/data-table/table-info';
import { useFirstLoad } from '@renderer/components/data-table/use-first-load';
import { SEARCH_DEBOUNCE_MS } from '@renderer/components/data-table/use-server-table';
import { mediumDate } from '@renderer/lib/medium-date';
import { actionLabel, changeLines, dayEnd, dayStart } from './audit-format';
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';
import { AUDIT_KEY, auditQuery } from './logs-api';

const { showRowsPerPage: _unused, ...paginationProps } = fullNumbersPaginationProps;

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

const target = (row: AuditRow): string => {
  const name = row.targetName ?? row.targetId ?? '';
  return name ? `${row.targetType} ${name}` : row.targetType;
};

/** The Audit tab: every admin action the exchange recorded, newest first, server-side paged and filtered. */
export function AuditTable() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [userName] = useDebouncedValue(filters.userName.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ filters, index: 0 });
  const pageIndex = page.filters === filters ? page.index : 0;

  const input = useMemo<AuditListInput>(() => {
    const from = filters.from ? dayStart(filters.from) : undefined;
    const to = filters.to ? dayEnd(filters.to) : undefined;
    return {
      start: pageIndex * AUDIT_PAGE_LENGTH,
      length: AUDIT_PAGE_LENGTH,
      ...(userName ? { userName } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  }, [filters.action, filters.from, filters.to, pageIndex, userName]);

  const firstLoad = useFirstLoad(AUDIT_KEY);
  const query = useQuery({ ...auditQuery(input, firstLoad), placeholderData: keepPreviousData });
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.recordsFiltered ?? 0) / AUDIT_PAGE_LENGTH));

  return (
    <Stack gap="sm">
      <AuditFilters value={filters} actions={data?.actions ?? []} onChange={setFilters} />
      <Progress value={100} animated size="xs" style={{ visibility: query.isFetching && data ? 'visible' : 'hidden' }} aria-hidden />
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label="Audit log" aria-busy={query.isFetching} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data && data.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center">
                    No data available in table
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {data?.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{mediumDate(row.at)}</Table.Td>
                <Table.Td>{row.actorUserName ?? '—'}</Table.Td>
                <Table.Td>{actionLabel(row.action)}</Table.Td>
                <Table.Td>{target(row)}</Table.Td>
                <Table.Td maw={320}>
                  <Change action={row.action} value={row.before} />
                </Table.Td>
                <Table.Td maw={320}>
                  <Change action={row.action} value={row.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {data ? tableInfo(data.start, data.data.length, data.recordsFiltered, data.recordsTotal) : ''}
        </Text>
        <Pagination {...paginationProps} total={pages} value={pageIndex + 1} onChange={(next) => setPage({ filters, index: next - 1 })} />
      </Group>
    </Stack>
  );
}
