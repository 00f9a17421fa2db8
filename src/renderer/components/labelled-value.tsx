import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A fact or a figure under its small dimmed label; `valueProps` style the value (a figure is bold). */
export function LabelledValue({ label, children, ...valueProps }: { label: ReactNode; children: ReactNode } & TextProps) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text {...valueProps}>{children}</Text>
    </div>
  );
}
