import { Badge, Table } from '@mantine/core';
import { contract } from '@shared/contract';
import type { StreamHealth } from '@shared/contract/streaming';
import { useOperation } from '@renderer/app/data/use-operation';
import { PolledMonitorFrame } from '../frame/polled-monitor-frame';
import type { MonitorProps } from '../registry/monitor-kind';

/** How often main probes every stream for this monitor. */
export const HEALTH_INTERVAL_MS = 5_000;
const COLORS: Record<StreamHealth, string> = { up: 'green', stalled: 'yellow', down: 'red', unknown: 'gray' };
const LABELS: Record<StreamHealth, string> = { up: 'Up', stalled: 'Stalled', down: 'Down', unknown: 'Unknown' };

/** Every stream the user may watch, probed by main every few seconds: up, stalled (a live playlist that stopped moving, or no playlist) or down. */
export function StreamHealthMonitor({ enabled, header }: MonitorProps) {
  const health = useOperation(contract.streaming.health, undefined, { enabled, refetchInterval: HEALTH_INTERVAL_MS, spinner: false, errorToast: false });
  const rows = health.data ?? [];
  return (
    <PolledMonitorFrame
      header={header}
      query={health}
      note={`Checked every ${HEALTH_INTERVAL_MS / 1000} s by the console from the configured stream hosts.`}
    >
      <Table striped aria-label="Stream health" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stream</Table.Th>
            <Table.Th>Shown for</Table.Th>
            <Table.Th>Health</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.streamId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.targetName}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[row.health]} variant="light">
                  {LABELS[row.health]}
                </Badge>
              </Table.Td>
              <Table.Td>{row.problem ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PolledMonitorFrame>
  );
}
