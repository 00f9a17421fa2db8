import { Paper } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * One market's card on a runner desk: a named region that takes the desk's keys, highlighted yellow while
 * it holds prices not yet sent, blue while it has the focus.
 */
export function DeskCard({ label, marketId, focused, pending, onKeyDown, onFocus, children }: { label: string; marketId: string; focused: boolean; pending: boolean; onKeyDown(event: KeyboardEvent): void; onFocus(): void; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-market-id={marketId}
      data-focused={focused || undefined}
      bg={pending ? 'var(--mantine-color-yellow-light)' : focused ? 'var(--mantine-color-blue-light)' : undefined}
    >
      {children}
    </Paper>
  );
}
