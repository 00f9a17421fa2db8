import { useState } from 'react';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { useEditForm } from './use-edit-form';

/** The state a list with an add/edit form and a confirmed delete keeps: which row is in the form, which is being deleted. */
export function useEditDelete<Row extends { _id: string }>(remove: BridgedOperation) {
  const editForm = useEditForm<Row>();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const mutation = useOperationMutation(remove);
  return {
    ...editForm,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    busy: mutation.isPending,
    confirmDelete: () => deleting && mutation.mutate({ _id: deleting._id } as never, { onSettled: () => setDeleting(null) }),
  };
}

/**
 * The `onOpenRow` of a ServerTable whose rows have an Edit button: Enter on a row opens its Edit exactly where
 * the button is offered and enabled. Offered, as RowEditDelete's, to who may call `save`; enabled on a row
 * `locked` does not lock (an account's own lock: its Edit button is off there). Elsewhere Enter does nothing:
 * undefined for a user who may not call `save`, so the table leaves Enter alone.
 */
export function useEditOnEnter<Row>({ save, onEdit, locked }: { save: BridgedOperation; onEdit(row: Row): void; locked?(row: Row): boolean }): ((row: Row) => void) | undefined {
  const canEdit = useCanCall(save);
  if (!canEdit) return undefined;
  if (!locked) return onEdit;
  return (row) => {
    if (!locked(row)) onEdit(row);
  };
}
