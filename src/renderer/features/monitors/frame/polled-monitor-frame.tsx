import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MonitorFrame } from './monitor-frame';
import { polledStatus, type PolledQuery } from './polled-status';

/**
 * The frame of a monitor that polls (stream health, casino tables): its feed badge from the last answer,
 * in place of filters one dimmed line saying how often it is refreshed, and no keys of its own.
 */
export function PolledMonitorFrame({ header, query, note, children }: { header: ReactNode; query: PolledQuery; note: string; children: ReactNode }) {
  return (
    <MonitorFrame
      header={header}
      status={polledStatus(query)}
      filters={
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      }
      hints={[]}
    >
      {children}
    </MonitorFrame>
  );
}
