import { Button, Group, Paper, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { bridgeErrorOf } from '@renderer/app/errors';
import type { BridgedOperation, InputOf, OutputOf } from '@renderer/app/data/operations';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { SortableList, type SortableItem } from '@renderer/components/sortable-list';
import { useUnsavedWork } from '@renderer/components/leave-guard';
import { TitleAndNote } from '@renderer/components/title-and-note';
import { focusRowAt, listVersionOf } from './list-draft';

/** Asked before a list's reordering, additions or removals are lost (another screen or tab). */
const LIST_QUESTION = 'This list has changes that are not saved. Leave it and lose them?';
/** While nothing is edited, the list is read again this often: another user's save shows without a reload. */
export const LIST_REFRESH_MS = 30_000;

type RowOf<Op> = OutputOf<Op> extends ReadonlyArray<infer Row> ? Row : never;

/** The edits, and the version of the list they started from (what a save sends back: see listVersionOf). */
interface Draft<Item> {
  readonly items: Item[];
  readonly basedOn: string | undefined;
}

/**
 * One navigation list: loaded from the exchange, edited as a draft (order, visibility, additions,
 * removals), saved whole. Removing items asks once more at save: the site loses them. While the draft
 * differs from what is saved, the screen asks before it is left. A save carries the version of the list
 * the edits started from: one refused because another user saved since keeps the edits and offers to
 * reload the list.
 */
export function ListEditor<Load extends BridgedOperation, Save extends BridgedOperation, Item extends SortableItem>(props: {
  /** The list operation and its input; the list's save operation and its input for the draft. */
  load: Load;
  loadInput: InputOf<Load>;
  toItem: (row: RowOf<Load>) => Item;
  save: Save;
  /** `listVersion`: the version the edits started from (undefined from an exchange without versions). */
  saveInput: (items: Item[], listVersion: string | undefined) => InputOf<Save>;
  renderItem: (item: Item, update: (next: Item) => void, remove: () => void) => ReactNode;
  title: string;
  description: string;
  /** Renders the "add" controls; gets the draft and a function to append to it. */
  adder?: (draft: readonly Item[], add: (item: Item) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState<Draft<Item> | null>(null);
  const query = useOperation(props.load, props.loadInput, { refetchInterval: draft === null ? LIST_REFRESH_MS : 0 });
  // The refusal is said on the list itself, beside what to do about it.
  const save = useOperationMutation(props.save, { errorToast: false });
  const [confirming, setConfirming] = useState(false);
  const section = useRef<HTMLElement>(null);
  const afterDraw = useRef<(() => void) | null>(null);
  useEffect(() => {
    afterDraw.current?.();
    afterDraw.current = null;
  });
  const rows = (query.data ?? []) as ReadonlyArray<RowOf<Load>>;
  const saved = rows.map((row) => props.toItem(row));
  const items = draft?.items ?? saved;
  const edit = (next: Item[]) => setDraft((current) => ({ items: next, basedOn: current ? current.basedOn : listVersionOf(rows) }));
  const dirty = draft !== null && JSON.stringify(draft.items) !== JSON.stringify(saved);
  useUnsavedWork(() => dirty, LIST_QUESTION);
  const removed = saved.filter((item) => !items.some((i) => i.id === item.id));
  const changedSince = save.error !== null && bridgeErrorOf(save.error).status === 409;
  const commit = () =>
    save.mutate(props.saveInput(items, draft ? draft.basedOn : listVersionOf(rows)), {
      onSuccess: () => {
        setDraft(null);
        showSuccessToast(`${props.title} saved.`);
      },
      onSettled: () => setConfirming(false),
    });
  const discard = () => {
    setDraft(null);
    save.reset();
  };
  const reload = () => {
    discard();
    void query.refetch();
    // The button leaves with the refusal: the keyboard goes to the list rather than to the page.
    afterDraw.current = () => section.current?.focus();
  };
  const canSave = dirty && !save.isPending;
  return (
    <Paper withBorder p="sm" component="section" aria-label={props.title} ref={section} tabIndex={-1}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <TitleAndNote title={props.title} note={props.description} />
          {/* Unavailable buttons say so (aria-disabled) but keep the keyboard: a disabled one would drop it to the page after a save. */}
          <Group gap="xs">
            <Button size="compact-sm" variant="default" aria-disabled={!dirty} data-disabled={!dirty || undefined} onClick={() => dirty && discard()}>
              Reset
            </Button>
            <Button size="compact-sm" aria-disabled={!canSave} data-disabled={!canSave || undefined} onClick={() => canSave && (removed.length > 0 ? setConfirming(true) : commit())}
            >
              Save changes
            </Button>
          </Group>
        </Group>
        <CallErrorAlert error={save.error} />
        {changedSince && (
          <Group>
            <Button size="compact-sm" variant="light" onClick={reload}>
              Reload the list
            </Button>
          </Group>
        )}
        {props.adder?.(items, (item) => edit([...items, item]))}
        <SortableList
          label={props.title}
          items={items}
          onChange={edit}
          renderItem={(item, index) =>
            props.renderItem(
              item,
              (next) => edit(items.map((i) => (i.id === item.id ? next : i))),
              () => {
                edit(items.filter((i) => i.id !== item.id));
                afterDraw.current = () => focusRowAt(section.current, index);
              },
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
