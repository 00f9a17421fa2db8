import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { UPSTREAM_LABELS, upstreamSettings } from '@shared/contract/upstream-settings';
import { useOperation } from '@renderer/app/data/use-operation';
import { TableHead } from '@renderer/components/table-head';
import { formatDateTime } from '@renderer/lib/format';

/**
 * Who changed an upstream's address or key here, and when (this workstation's history, kept by main; never
 * a key). Every change on this screen, in any window, makes it stale: it reads the settings' own tag.
 */
export function RecentChanges() {
  const { data } = useOperation(upstreamSettings.history, undefined);
  const entries = data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-label="Recent changes">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Recent changes
        </Title>
        {data?.length === 0 ? (
          <Text c="dimmed">No change yet.</Text>
        ) : (
          <Table striped aria-label="Recent changes to upstream settings">
            <TableHead headers={['When', 'By', 'Upstream', 'Change']} />
            <Table.Tbody>
              {entries.map((entry, index) => (
                // Newest first and append-only: the count from the oldest names an entry.
                <Table.Tr key={entries.length - index}>
                  <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.by}</Table.Td>
                  <Table.Td>{UPSTREAM_LABELS[entry.upstream]}</Table.Td>
                  <Table.Td>{entry.change}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
