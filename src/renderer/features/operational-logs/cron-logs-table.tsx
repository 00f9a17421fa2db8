import { Badge, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mediumDate } from '@renderer/lib/medium-date';
import { CRON_REFRESH_MS, cronLogsQuery } from './logs-api';

const STATUS_COLORS: Record<string, string> = { success: 'green', failed: 'red', running: 'blue' };

/** Spec §2: Cron Type, Start Time, End Time, Status, Hours, Updated At; dates in medium format. */
export function CronLogsTable() {
  // The first load shows the root spinner (spec: "A spinner shows while loading"); refreshes do not blank it.
  const query = useQuery({ ...cronLogsQuery(), refetchInterval: CRON_REFRESH_MS });
  const rows = query.data ?? [];
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover aria-label="Cron logs" aria-busy={query.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cron Type</Table.Th>
            <Table.Th>Start Time</Table.Th>
            <Table.Th>End Time</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>Updated At</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center">
                  {query.isPending ? 'Loading…' : 'No data available in table'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((log, index) => (
            <Table.Tr key={`${log.cronType}-${log.cronStart}-${index}`}>
              <Table.Td>{log.cronType}</Table.Td>
              <Table.Td>{mediumDate(log.cronStart)}</Table.Td>
              <Table.Td>{mediumDate(log.cronEnd)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[log.status] ?? 'gray'}>
                  {log.status}
                </Badge>
              </Table.Td>
              <Table.Td>{log.hours}</Table.Td>
              <Table.Td>{mediumDate(log.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="xs">
        <Text size="xs" c="dimmed">
          {rows.length > 0 ? `${rows.length} most recent runs, refreshed every ${CRON_REFRESH_MS / 1000} s` : ''}
        </Text>
      </Group>
    </Table.ScrollContainer>
  );
}
