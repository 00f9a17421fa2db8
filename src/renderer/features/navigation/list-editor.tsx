import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Result } from '@shared/contract/result';
import { unwrap } from '@renderer/app/errors';
import { showSuccessToast } from '@renderer/app/notify';
import { bridgeMutation } from '@renderer/app/query';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { SortableList, type SortableItem } from './sortable-list';

export const NAVIGATION_KEY = ['navigation'] as const;

/**
 * One navigation list: loaded from the exchange, edited as a draft (order, visibility, additions,
 * removals), saved whole. Removing items asks once more at save: the site loses them.
 */
export function ListEditor<Server, Item extends SortableItem>(props: {
  queryKey: QueryKey;
  load: () => Promise<Result<Server[]>>;
  toItem: (row: Server) => Item;
  save: (items: Item[]) => Promise<Result<unknown>>;
  renderItem: (item: Item, update: (next: Item) => void, remove: () => void) => ReactNode;
  title: string;
  description: string;
  /** Renders the "add" controls; gets the draft and a function to append to it. */
  adder?: (draft: readonly Item[], add: (item: Item) => void) => ReactNode;
}) {
  const query = useQuery({ queryKey: [...NAVIGATION_KEY, ...props.queryKey], queryFn: async () => unwrap(await props.load()) });
  const save = useMutation(bridgeMutation(props.save, { invalidates: [NAVIGATION_KEY] }));
  const [draft, setDraft] = useState<Item[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const saved = (query.data ?? []).map(props.toItem);
  const items = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const removed = saved.filter((item) => !items.some((i) => i.id === item.id));
  const commit = () =>
    save.mutate(items, {
      onSuccess: () => {
        setDraft(null);
        showSuccessToast(`${props.title} saved.`);
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <Paper withBorder p="sm" component="section" aria-label={props.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{props.title}</Text>
            <Text size="xs" c="dimmed">
              {props.description}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" disabled={!dirty} onClick={() => setDraft(null)}>
              Reset
            </Button>
            <Button size="compact-sm" disabled={!dirty || save.isPending} onClick={() => (removed.length > 0 ? setConfirming(true) : commit())}>
              Save order
            </Button>
          </Group>
        </Group>
        {props.adder?.(items, (item) => setDraft([...items, item]))}
        <SortableList
          label={props.title}
          items={items}
          onChange={setDraft}
          renderItem={(item) =>
            props.renderItem(
              item,
              (next) => setDraft(items.map((i) => (i.id === item.id ? next : i))),
              () => setDraft(items.filter((i) => i.id !== item.id)),
            )
          }
        />
      </Stack>
      <ConfirmDialog opened={confirming} title={`Save ${props.title.toLowerCase()}`} confirmLabel="Save" busy={save.isPending} onCancel={() => setConfirming(false)} onConfirm={commit}>
        {`Remove ${removed.map((item) => item.label).join(', ')} from ${props.title.toLowerCase()}?`}
      </ConfirmDialog>
    </Paper>
  );
}
