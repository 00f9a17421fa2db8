import { Group, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import staleFigures from '@renderer/components/stale-figures.module.css';
import { formatTime } from '@renderer/lib/format';
import type { FeedStatus } from '../live/keyed-store';
import { FeedBadge } from './feed-badge';
import { KeyHints } from './grid-parts';
import { isStale, StaleNoteContext } from './stale';
import classes from './monitors.module.css';

/** A message as a sentence of the note: ending in a full stop unless it has its own. */
const sentence = (message: string): string => (/[.!?…]$/.test(message) ? message : `${message}.`);

/**
 * What the frame says above stale content: why, when the feed said (a refusal, a failed read's message), the
 * figures' time, and that actions are still checked by the exchange.
 */
export const staleNoteText = (status: FeedStatus): string =>
  (status.message ? `${sentence(status.message)} ` : '') +
  `Not live: ${status.asOf === undefined ? 'what is shown may be out of date' : `what is shown is as of ${formatTime(status.asOf)} and may be out of date`}. ` +
  'Actions still go to the exchange, which checks each one against its current state.';

/**
 * The layout every monitor shares: its header with the feed badge (and what a monitor adds beside the
 * badge), a row of filters, the monitor's own content (alerts, its grid), and the keys it answers.
 *
 * While the feed is not live (reconnecting, stopped, refused, a failed poll) the content is dimmed and
 * described by a note saying so, and the badge says when the figures were last brought up to date
 * ("as of 15:04:05"): old figures never look current. The content stays mounted either way (its grid
 * keeps its scroll, focus and active row).
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
  const stale = isStale(status);
  const noteId = useId();
  return (
    <Stack gap="xs" className={classes.frame}>
      <Group justify="space-between" wrap="nowrap">
        {header}
        <Group gap="xs" wrap="nowrap">
          {beside}
          <FeedBadge status={status} />
          {stale && status.asOf !== undefined && (
            <Text size="xs" c="dimmed" data-testid="feed-as-of">
              as of {formatTime(status.asOf)}
            </Text>
          )}
        </Group>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {stale && (
        <div id={noteId} role="status" className={classes.staleNote} data-testid="stale-note">
          {staleNoteText(status)}
        </div>
      )}
      <div className={stale ? `${classes.content} ${staleFigures.stale}` : classes.content} data-stale={stale} data-monitor-content aria-describedby={stale ? noteId : undefined}>
        <StaleNoteContext.Provider value={stale ? noteId : undefined}>{children}</StaleNoteContext.Provider>
      </div>
      <KeyHints hints={hints} />
    </Stack>
  );
}
