import type { BridgedOperation } from '@renderer/app/data/operations';
import { useCanCall } from '@renderer/app/data/can-call';
import { RowActionsGroup } from './row-controls/row-actions';
import { RowButton } from './row-controls/row-button';

/**
 * Edit (for who may call `save`) and, where the row can go, Delete (for who may call `remove`) at the end of a
 * row. `rowName` names the row in the buttons' accessible names ("Edit Evening"); their visible text stays.
 */
export function RowEditDelete({
  save,
  remove,
  rowName,
  onEdit,
  onDelete,
}: {
  save: BridgedOperation;
  remove: BridgedOperation;
  rowName: string;
  onEdit(): void;
  onDelete?: (() => void) | undefined;
}) {
  const canEdit = useCanCall(save);
  const canDelete = useCanCall(remove);
  if (!canEdit && !(canDelete && onDelete)) return null;
  return (
    <RowActionsGroup>
      {canEdit && (
        <RowButton size="compact-xs" variant="subtle" onClick={onEdit} aria-label={`Edit ${rowName}`}>
          Edit
        </RowButton>
      )}
      {canDelete && onDelete && (
        <RowButton size="compact-xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${rowName}`}>
          Delete
        </RowButton>
      )}
    </RowActionsGroup>
  );
}
