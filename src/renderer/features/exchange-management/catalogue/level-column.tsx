import { ActionIcon, Badge, Box, Button, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from '@renderer/components/can-call';
import { Pager } from '@renderer/components/pager';
import classes from './level-column.module.css';

export interface ColumnRow {
  readonly _id: string;
  readonly name: string;
  /** Shown to the right of the name: a count or a status. */
  readonly aside?: ReactNode;
  readonly secondary?: string;
  /** Switched off (or hidden by a parent switched off): shown dimmed and marked. */
  readonly off?: boolean;
}

export const COLUMN_PAGE_SIZE = 25;

/**
 * One level of the sport → competition → event → market browser: its own server-side search and
 * paging, the selected row highlighted, an Add button for users allowed to add at this level.
 */
/** ↑ and ↓ move between a list's buttons (Home and End to its ends): the list is one Tab stop, not one a row. */
const moveBetweenItems = (event: KeyboardEvent<HTMLDivElement>) => {
  const steps: Record<string, (at: number, count: number) => number> = {
    ArrowDown: (at, count) => Math.min(at + 1, count - 1),
    ArrowUp: (at) => Math.max(at - 1, 0),
    Home: () => 0,
    End: (_at, count) => count - 1,
  };
  const step = steps[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="listitem"] > button')];
  const at = buttons.findIndex((button) => button === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  buttons[step(at, buttons.length)]?.focus();
};

export function LevelColumn(props: {
  title: string;
  rows: readonly ColumnRow[] | undefined;
  total: number;
  filtered: number;
  fetching: boolean;
  /**
   * Its page could not be read (also while it is tried again): said so, with Try again, never shown as an
   * empty list ("0–0 of 0", as if there were none). A read failed in an outage is tried again by itself.
   */
  failed?: boolean;
  onRetry?(): void;
  selectedId: string | undefined;
  onSelect(id: string): void;
  search: { input: string; onChange(value: string): void; pageIndex: number; onPage(index: number): void };
  /** The column's Add button, shown to users who may call `op` (the level's save). */
  add?: { label: string; op: Operation; onClick(): void } | undefined;
  placeholder?: string | undefined;
}) {
  const { title, rows, selectedId, search } = props;
  return (
    <Paper withBorder p="xs" className={classes.column} component="section" aria-label={title}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm">
              {title}
            </Text>
            {props.fetching && <Loader role="status" size={12} aria-label={`Loading ${title}`} />}
          </Group>
          {props.add && (
            <CanCall op={props.add.op}>
              <Tooltip label={props.add.label}>
                <ActionIcon variant="light" size="sm" aria-label={props.add.label} onClick={props.add.onClick}>
                  <IconPlus size={14} />
                </ActionIcon>
              </Tooltip>
            </CanCall>
          )}
        </Group>
        <TextInput
          size="xs"
          placeholder={`Search ${title.toLowerCase()}`}
          aria-label={`Search ${title.toLowerCase()}`}
          leftSection={<IconSearch size={12} />}
          value={search.input}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
        <ScrollArea className={classes.list} type="auto" offsetScrollbars>
          {props.placeholder ? (
            <Text size="xs" c="dimmed" p="xs">
              {props.placeholder}
            </Text>
          ) : props.failed ? (
            <Text size="xs" c="red" p="xs" role="alert">
              The list could not be loaded.{' '}
              {props.onRetry && (
                <Button size="compact-xs" variant="subtle" onClick={props.onRetry}>
                  Try again
                </Button>
              )}
            </Text>
          ) : rows && rows.length === 0 ? (
            <Text size="xs" c="dimmed" p="xs">
              Nothing here{search.input ? ' matches the search' : ' yet'}.
            </Text>
          ) : (
            <Box role="list" aria-label={`${title} list`} onKeyDown={moveBetweenItems}>
              {rows?.map((row) => (
                // A list item holding its button: the item is what the list counts, the button what is pressed.
                <Box key={row._id} role="listitem" aria-label={row.name} aria-current={row._id === selectedId ? 'true' : undefined}>
                  <UnstyledButton
                    className={classes.row}
                    data-selected={row._id === selectedId || undefined}
                    data-off={row.off || undefined}
                    // One Tab stop for the list (its chosen row, else its first); ↑ ↓ move within it.
                    tabIndex={row._id === (rows.some((r) => r._id === selectedId) ? selectedId : rows[0]?._id) ? 0 : -1}
                    onClick={() => props.onSelect(row._id)}
                  >
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Box miw={0}>
                        <Text size="sm" truncate="end">
                          {row.name}
                        </Text>
                        {row.secondary && (
                          <Text size="xs" c="dimmed" truncate="end">
                            {row.secondary}
                          </Text>
                        )}
                      </Box>
                      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                        {row.off && (
                          <Badge size="xs" color="gray" variant="outline">
                            Off
                          </Badge>
                        )}
                        {row.aside}
                      </Group>
                    </Group>
                  </UnstyledButton>
                </Box>
              ))}
            </Box>
          )}
        </ScrollArea>
        {/* Counts only for an answer: nothing read yet (loading, failed) is not "0–0 of 0". */}
        {!props.placeholder && !props.failed && rows !== undefined && (
          <Pager label={title} total={props.total} filtered={props.filtered} pageIndex={search.pageIndex} pageSize={COLUMN_PAGE_SIZE} onPage={search.onPage} />
        )}
      </Stack>
    </Paper>
  );
}
