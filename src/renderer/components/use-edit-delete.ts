import { useCallback, useState } from 'react';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { useOperationMutation } from '@renderer/app/data/use-operation';

/** The state a list with an add/edit form and a confirmed delete keeps: which row is in the form, which is being deleted. */
export function useEditDelete<Row extends { _id: string }>(remove: BridgedOperation) {
  const [form, setForm] = useState<{ editing: Row | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const mutation = useOperationMutation(remove);
  // Stable: table columns built once call them.
  const edit = useCallback((editing: Row) => setForm({ editing }), []);
  return {
    form,
    add: () => setForm({ editing: undefined }),
    edit,
    closeForm: () => setForm(null),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    busy: mutation.isPending,
    confirmDelete: () => deleting && mutation.mutate({ _id: deleting._id } as never, { onSettled: () => setDeleting(null) }),
  };
}
