import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useUnsavedWork } from './leave-guard';
import { SortableList, type SortableItem } from './sortable-list';

/** Asked before an order moved about and not saved is lost (another screen or tab). */
export const ORDER_QUESTION = 'The new order is not saved. Leave it and lose it?';

/**
 * An order being edited before it is saved (a sortable list): `shown` is the list in the draft order, or as
 * the exchange has it when there is no draft. Nothing is sent until the screen saves `draft`.
 */
export function useDraftOrder<T>(list: readonly T[], idOf: (item: T) => string) {
  const [draft, setDraft] = useState<string[] | null>(null);
  useUnsavedWork(() => draft !== null, ORDER_QUESTION);
  const shown = draft ? draft.flatMap((id) => list.filter((item) => idOf(item) === id)) : list;
  return { draft, shown, change: (items: readonly T[]) => setDraft(items.map(idOf)), discard: () => setDraft(null) };
}

/** Save order and Undo order, shown while there is a draft order. */
export function DraftOrderButtons({ draft, saving, onSave, onUndo }: { draft: string[] | null; saving: boolean; onSave(ids: string[]): void; onUndo(): void }) {
  if (!draft) return null;
  return (
    <>
      <Button size="compact-sm" loading={saving} onClick={() => onSave(draft)}>
        Save order
      </Button>
      <Button size="compact-sm" variant="default" onClick={onUndo}>
        Undo order
      </Button>
    </>
  );
}

/** The list sortable by who may save its order, and shown as it is to anyone else. */
export function OrderList<T extends SortableItem>({ canOrder, label, items, onChange, renderItem }: { canOrder: boolean; label: string; items: readonly T[]; onChange(items: NoInfer<T>[]): void; renderItem(item: NoInfer<T>): ReactNode }) {
  if (canOrder) return <SortableList label={label} items={items} onChange={onChange} renderItem={renderItem} />;
  return (
    <Stack gap={4} role="list" aria-label={label}>
      {items.map((item) => (
        <div role="listitem" key={item.id} aria-label={item.label}>
          {renderItem(item)}
        </div>
      ))}
    </Stack>
  );
}
