import { useState } from 'react';
import type { BridgedOperation } from '@renderer/app/data/operations';
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
