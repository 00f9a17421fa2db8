import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FeedStatus } from '../live/keyed-store';
import { FeedBadge } from './feed-badge';
import { KeyHints } from './grid-parts';
import classes from './monitors.module.css';

/**
 * The layout every monitor shares: its header with the feed badge (and what a monitor adds beside the
 * badge), a row of filters, the monitor's own content (alerts, its grid), and the keys it answers.
 */
export function MonitorFrame({
  header,
  status,
  beside,
  filters,
  hints,
  children,
}: {
  header: ReactNode;
  status: FeedStatus;
  beside?: ReactNode;
  filters: ReactNode;
  hints: ReadonlyArray<[keys: string, action: string]>;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" className={classes.frame}>
      <Group justify="space-between" wrap="nowrap">
        {header}
        <Group gap="xs" wrap="nowrap">
          {beside}
          <FeedBadge status={status} />
        </Group>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {children}
      <KeyHints hints={hints} />
    </Stack>
  );
}
