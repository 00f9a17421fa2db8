import type { Success } from '@renderer/app/errors';
import type { BridgedOperation, InputOf, OutputOf } from '@renderer/app/data/operations';
import { useOperationForm, type OperationForm, type OperationFormConfig } from './use-operation-form';

/**
 * The form of a record the API adds with one operation and edits with another: the edit's kit while
 * `editing` (sending the record's `_id` with the values), the add's otherwise. Both are kept, hooks being
 * called on every render. While `editing`, Save waits for a change (unless `saveUnchanged`).
 */
export function useAddOrEditForm<Add extends BridgedOperation, Edit extends BridgedOperation, V extends Record<string, unknown>>({
  add,
  edit,
  editing,
  onSuccess,
  ...config
}: Omit<OperationFormConfig<Add, V>, 'operation' | 'toInput' | 'onSuccess' | 'onError'> & {
  add: Add;
  edit: Edit;
  editing: { _id: string } | undefined;
  onSuccess(result: Success<OutputOf<Add>> | Success<OutputOf<Edit>>): void;
}): OperationForm<V> {
  const saveUnchanged = config.saveUnchanged ?? !editing;
  const adding = useOperationForm<Add, V>({ ...config, saveUnchanged, operation: add, onSuccess });
  const editingKit = useOperationForm<Edit, V>({ ...config, saveUnchanged, operation: edit, toInput: (values) => ({ _id: editing?._id ?? '', ...values }) as InputOf<Edit>, onSuccess });
  return editing ? editingKit : adding;
}
