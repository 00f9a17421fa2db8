import { Group, Kbd, Text } from '@mantine/core';
import type { DeskKey } from './desk-keys';

/** A desk's keys, always in sight under it (keyboard first: every key a trader may press is written down). */
export function DeskHints({ keys, label = 'Desk keys' }: { keys: readonly DeskKey[]; label?: string }) {
  return (
    <Group gap="md" role="note" aria-label={label}>
      {keys.map((k) => (
        <Text key={k.keys} size="xs" c="dimmed">
          <Kbd size="xs">{k.keys}</Kbd> {k.action}
        </Text>
      ))}
    </Group>
  );
}
