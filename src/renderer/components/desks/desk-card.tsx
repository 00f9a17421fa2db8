import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { canSend } from './desk-rules';
import { SENDING_WORDS } from './use-desk-send';

interface DeskCardProps {
  readonly label: string;
  readonly title: string;
  readonly marketId: string;
  readonly status: string;
  /** Beside the status: the book %, the matched bets. */
  readonly note: ReactNode;
  readonly focused: boolean;
  /** Prices typed and not sent yet. */
  readonly pending: boolean;
  /** `invalid`: a price typed is wrong (its field says why), so Send is off; `sending`: a send not answered yet. */
  readonly send: { readonly label: string; readonly sending: boolean; readonly invalid?: boolean; readonly confirmed: string; onSend(): void };
  /** Why the market takes no price nor status change (`readOnlyReason`): said in place of Send. */
  readonly readOnly?: string | undefined;
  onKeyDown(event: KeyboardEvent): void;
  onFocus(): void;
  readonly children: ReactNode;
}

/**
 * One market's card on a runner desk: a named region that takes the desk's keys, highlighted yellow while
 * it holds prices not yet sent and blue while it has the focus; its title and status above the prices,
 * and below them Send with what the exchange last confirmed, "Sending…" until it has answered the last send
 * (on a read-only market, why it is read-only).
 */
export function DeskCard({ label, title, marketId, status, note, focused, pending, send, readOnly, onKeyDown, onFocus, children }: DeskCardProps) {
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
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={status === 'open' ? 'green' : 'gray'}>
            {status}
          </Badge>
          {note}
        </Group>
      </Group>
      {children}
      <Group mt="xs" gap="xs">
        {readOnly === undefined && (
          <Button size="compact-sm" onClick={send.onSend} loading={send.sending} disabled={!canSend({ pending, invalid: send.invalid === true, readOnly })}>
            {send.label}
          </Button>
        )}
        <Text size="xs" c="dimmed" aria-live="polite">
          {readOnly ?? (send.sending ? SENDING_WORDS : pending ? 'Not sent: Enter sends, Escape abandons' : send.confirmed)}
        </Text>
      </Group>
    </Paper>
  );
}
