import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLayoutDashboard } from '@tabler/icons-react';
import { mayOpenMonitor, monitorId, monitorPermissions, monitorTitle, type MonitorRef } from '@shared/contract/windows';
import { useCan } from '@renderer/components/can';
import { openMonitorWindow } from '../frame/open-monitor';
import type { MonitorKindEntry } from '../registry/monitor-kind';
import { permissionsText } from '../window/refusal-text';

/** The monitors of one kind this user may open, each shown here or popped out into its own window. */
export function MonitorList({ entry, openNow, selected, onShow, onOpened }: { entry: MonitorKindEntry; openNow: readonly string[]; selected: string | undefined; onShow(ref: MonitorRef): void; onOpened(): void }) {
  const can = useCan();
  const refs = entry.slots.map((slot) => ({ kind: entry.kind, slot })).filter((ref) => mayOpenMonitor(ref, can));
  if (refs.length === 0) return <Text c="dimmed">You have no monitor of this kind.</Text>;
  return (
    <Table highlightOnHover verticalSpacing={2} aria-label={entry.plural}>
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
                {/* The name in words; the permission keys that open it are a hint, not a second name. */}
                <Tooltip label={`Needs the ${permissionsText(monitorPermissions(ref))}`} openDelay={300}>
                  <Text size="sm" fw={selected === id ? 700 : 500} style={{ whiteSpace: 'nowrap' }} data-permission={entry.permission(ref.slot)}>
                    {title}
                  </Text>
                </Tooltip>
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
