import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bold title over a small dimmed note: a list's heading and what it is for, a market and its event. */
export function TitleAndNote({ title, note }: { title: ReactNode; note: ReactNode }) {
  return (
    <div>
      <Text fw={600}>{title}</Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </div>
  );
}
