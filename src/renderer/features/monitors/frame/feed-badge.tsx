import { Badge, Tooltip } from '@mantine/core';
import type { FeedStatus } from '../live/keyed-store';

const LOOK: Record<FeedStatus['health'], { color: string; label: string }> = {
  connecting: { color: 'gray', label: 'Connecting…' },
  live: { color: 'green', label: 'Live' },
  reconnecting: { color: 'orange', label: 'Reconnecting…' },
  stopped: { color: 'gray', label: 'Stopped' },
  refused: { color: 'red', label: 'No access' },
};

/** The feed's health, announced politely to screen readers when it changes. */
export function FeedBadge({ status }: { status: FeedStatus }) {
  const look = LOOK[status.health];
  const badge = (
    <Badge color={look.color} variant="light" role="status" aria-live="polite" data-health={status.health}>
      {look.label}
    </Badge>
  );
  return status.message ? <Tooltip label={status.message}>{badge}</Tooltip> : badge;
}
