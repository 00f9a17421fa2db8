import { Stack, Text } from '@mantine/core';
import type { PriceChange } from '@shared/contract/desk';
import { formatWhen } from '@renderer/lib/format';

/** A runner desk market's recent price changes: when, who, and each changed selection before → after. */
export function PriceHistoryPanel({ history, limit = 8 }: { history: readonly PriceChange[] | undefined; limit?: number }) {
  const shown = (history ?? []).slice(0, limit);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        Price history
      </Text>
      {shown.length === 0 ? (
        <Text size="xs" c="dimmed">
          No price changes yet.
        </Text>
      ) : (
        <Stack gap={2} aria-label="Price history" role="list">
          {shown.map((h, i) => (
            <Text key={i} size="xs" role="listitem">
              {formatWhen(h.at)} {h.by ?? ''}: {h.selections.map((s) => `${s.name} ${s.before ?? '—'} → ${s.after}`).join(', ')}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
