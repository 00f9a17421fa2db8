import { Group, Text } from '@mantine/core';

/** The console's mark: a small candlestick glyph and the product name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path d="M10 7v18M16 5v22M22 9v14" stroke="white" strokeWidth="2" strokeLinecap="round" />
        <rect x="7.5" y="11" width="5" height="8" rx="1" fill="white" />
        <rect x="13.5" y="14" width="5" height="6" rx="1" fill="white" />
        <rect x="19.5" y="12" width="5" height="7" rx="1" fill="white" />
      </svg>
      <Text fw={700} size="lg" component="span">
        Admin Panel
      </Text>
    </Group>
  );
}
