import type { TraderRow, TraderStatus } from '@shared/contract/traders';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';

export type StatusTarget = { trader: TraderRow; status: TraderStatus };

/** The Active toggle's question: the spec only displays the status; switching it is ours, so it asks first. */
export function StatusDialog({
  change,
  opened,
  busy,
  onConfirm,
  onCancel,
}: {
  change: StatusTarget | null;
  opened: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const deactivating = change?.status === 'inactive';
  const name = change?.trader.name ?? '';
  return (
    <ConfirmDialog
      opened={opened}
      title={deactivating ? 'Deactivate trader' : 'Activate trader'}
      confirmColor={deactivating ? 'red' : 'green'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {deactivating
        ? `Are you sure want to deactivate ${name}? They cannot log in, and an open session ends at their next action.`
        : `Are you sure want to activate ${name}? They can log in again.`}
    </ConfirmDialog>
  );
}
