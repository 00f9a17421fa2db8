import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { useEditDelete } from './use-edit-delete';

/** The part of a useEditDelete list's state that its delete question reads. */
type DeleteState = Pick<ReturnType<typeof useEditDelete>, 'deleting' | 'busy' | 'cancelDelete' | 'confirmDelete'>;

/** The delete question of a useEditDelete list: open while a row waits for the answer, busy while it is deleted. */
export function ConfirmDelete({ rows, title, children }: { rows: DeleteState; title: string; children: ReactNode }) {
  return (
    <ConfirmDialog opened={rows.deleting !== null} title={title} busy={rows.busy} onCancel={rows.cancelDelete} onConfirm={rows.confirmDelete}>
      {children}
    </ConfirmDialog>
  );
}
