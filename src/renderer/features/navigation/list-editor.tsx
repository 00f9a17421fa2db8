import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BridgedOperation, InputOf, OutputOf } from '@renderer/app/data/operations';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { SortableList, type SortableItem } from '@renderer/components/sortable-list';
import { useUnsavedWork } from '@renderer/components/leave-guard';
import { TitleAndNote } from '@renderer/components/title-and-note';

/** Asked before a list's reordering, additions or removals are lost (another screen or tab). */
const LIST_QUESTION = 'This list has changes that are not saved. Leave it and lose them?';

type RowOf<Op> = OutputOf<Op> extends ReadonlyArray<infer Row> ? Row : never;

/**
 * One navigation list: loaded from the exchange, edited as a draft (order, visibility, additions,
 * removals), saved whole. Removing items asks once more at save: the site loses them. While the draft
 * differs from what is saved, the screen asks before it is left.
 */
export function ListEditor<Load extends BridgedOperation, Save extends BridgedOperation, Item extends SortableItem>(props: {
  /** The list operation and its input; the list's save operation and its input for the draft. */
  load: Load;
  loadInput: InputOf<Load>;
  toItem: (row: RowOf<Load>) => Item;
  save: Save;
  saveInput: (items: Item[]) => InputOf<Save>;
  renderItem: (item: Item, update: (next: Item) => void, remove: () => void) => ReactNode;
  title: string;
  description: string;
  /** Renders the "add" controls; gets the draft and a function to append to it. */
  adder?: (draft: readonly Item[], add: (item: Item) => void) => ReactNode;
}) {
  const query = useOperation(props.load, props.loadInput);
  const save = useOperationMutation(props.save);
  const [draft, setDraft] = useState<Item[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const saved = ((query.data ?? []) as ReadonlyArray<RowOf<Load>>).map((row) => props.toItem(row));
  const items = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedWork(() => dirty, LIST_QUESTION);
  const removed = saved.filter((item) => !items.some((i) => i.id === item.id));
  const commit = () =>
    save.mutate(props.saveInput(items), {
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
          <TitleAndNote title={props.title} note={props.description} />
          <Group gap="xs">
            <Button size="compact-sm" variant="default" disabled={!dirty} onClick={() => setDraft(null)}>
              Reset
            </Button>
            <Button size="compact-sm" disabled={!dirty || save.isPending} onClick={() => (removed.length > 0 ? setConfirming(true) : commit())}>
              Save changes
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
