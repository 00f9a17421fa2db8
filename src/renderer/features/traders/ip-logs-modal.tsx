import { Badge, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { traders } from '@shared/contract/traders';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatDateTime } from '@renderer/lib/format';
import type { TraderRef } from './trader-ref';
import { TableHead } from '@renderer/components/table-head';

const OUTCOMES: Record<string, { label: string; color: string }> = {
  success: { label: 'Success', color: 'green' },
  'wrong-password': { label: 'Wrong password', color: 'orange' },
  inactive: { label: 'Inactive', color: 'gray' },
  'unknown-user': { label: 'Unknown user', color: 'orange' },
  'awaiting-code': { label: 'Code asked', color: 'blue' },
  'wrong-code': { label: 'Wrong code', color: 'orange' },
};

/** The Ip Logs button (no behaviour in the spec): the trader's latest login attempts from the exchange. */
export function IpLogsModal({ trader, opened, onClose }: { trader: TraderRef | null; opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={trader ? `Ip Logs of ${trader.name}` : 'Ip Logs'} size="xl" centered>
      {trader && <IpLogsTable key={trader._id} traderId={trader._id} />}
    </Modal>
  );
}

function IpLogsTable({ traderId }: { traderId: string }) {
  const query = useOperation(traders.ipLogs, { traderId }, { staleTime: 0 });
  if (!query.data) return <Text c="dimmed">{query.isError ? 'The login history could not be loaded.' : 'Loading…'}</Text>;
  if (query.data.length === 0) return <Text c="dimmed">No login attempts recorded yet.</Text>;
  return (
    <ScrollArea.Autosize mah="60vh">
      <Table striped aria-label="Login history" stickyHeader>
        <TableHead headers={['Time', 'IP', 'Outcome', 'Client']} />
        <Table.Tbody>
          {query.data.map((record, index) => {
            const outcome = OUTCOMES[record.outcome] ?? { label: record.outcome, color: 'gray' };
            return (
              <Table.Tr key={`${record.at}-${index}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.at)}</Table.Td>
                <Table.Td>{record.ip}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={outcome.color}>
                    {outcome.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={2} title={record.client}>
                    {record.client || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
