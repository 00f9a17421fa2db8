import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLayoutDashboard } from '@tabler/icons-react';
import { MONITOR_SLOTS, mayOpenMonitor, monitorId, monitorPermission, monitorTitle, type MonitorKind, type MonitorRef } from '@shared/contract/windows';
import { useCan } from '@renderer/components/can';
import { openMonitorWindow } from '../frame/open-monitor';

const SLOTS = Array.from({ length: MONITOR_SLOTS }, (_, i) => i + 1);
/** Ten tickers would be clutter: the first three are offered (any of ten can be restored or linked to). */
const SHOWN_SLOTS: Record<MonitorKind, number[]> = { market: SLOTS, ticker: [1, 2, 3], risk: SLOTS };

/** The monitors of one kind this user may open, each shown here or popped out into its own window. */
export function MonitorList({ kind, openNow, selected, onShow, onOpened }: { kind: MonitorKind; openNow: readonly string[]; selected: string | undefined; onShow(ref: MonitorRef): void; onOpened(): void }) {
  const can = useCan();
  const refs = SHOWN_SLOTS[kind].map((slot) => ({ kind, slot })).filter((ref) => mayOpenMonitor(ref, can));
  if (refs.length === 0) return <Text c="dimmed">You have no monitor of this kind.</Text>;
  return (
    <Table highlightOnHover verticalSpacing={4} aria-label={`${monitorTitle({ kind, slot: 1 }).replace(/ 1$/, '')}s`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Monitor</Table.Th>
          <Table.Th>Window</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {refs.map((ref) => {
          const id = monitorId(ref);
          const title = monitorTitle(ref);
          return (
            <Table.Tr key={id} aria-current={selected === id ? 'true' : undefined}>
              <Table.Td>
                <Text size="sm" fw={selected === id ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
                  {title}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {monitorPermission(ref)}
                </Text>
              </Table.Td>
              <Table.Td>{openNow.includes(id) ? (
                  <Badge size="xs" variant="dot" color="green" style={{ overflow: 'visible' }}>
                    Open
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    –
                  </Text>
                )}</Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button size="compact-sm" variant="default" leftSection={<IconLayoutDashboard size={14} />} aria-label={`Show ${title} here`} onClick={() => onShow(ref)}>
                    Show
                  </Button>
                  <Tooltip label="Pop out into its own window">
                    <ActionIcon variant="light" aria-label={`Pop out ${title}`} onClick={() => void openMonitorWindow(ref).then((ok) => ok && onOpened())}>
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
