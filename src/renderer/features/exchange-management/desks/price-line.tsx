import { Text } from '@mantine/core';
import { confirmedBy } from './confirmed';

/**
 * The line under a binary or lottery price form: why the market takes no price (`locked`), else "Not sent"
 * while the price is edited, else who confirmed which price (`shown`) and when.
 */
export function PriceLine({ locked, edited, price, shown }: { locked: string | undefined; edited: boolean; price: { updatedAt: string | null; updatedBy: string | null }; shown: string }) {
  return (
    <Text size="xs" c="dimmed" aria-live="polite" mt={4}>
      {locked ?? (edited ? 'Not sent' : confirmedBy(price, shown))}
    </Text>
  );
}
