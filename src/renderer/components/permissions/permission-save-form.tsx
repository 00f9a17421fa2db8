import type { ReactNode } from 'react';
import type { PermissionFlags, PermissionKey } from '@shared/permissions';
import type { BridgedOperation, InputOf } from '@renderer/app/data/operations';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useSession } from '@renderer/app/session/use-session';
import { heldBy, PermissionEditorForm } from './permission-editor-form';

/**
 * A permission map edited, then saved with `operation` (a trader's permissions, a role's defaults). One
 * function, `toSave`, gives what the dialog previews and what Save sends, within what the user holds. Once
 * saved, the exchange's message (else `savedMessage`) is shown and the dialog closes.
 */
export function PermissionSaveForm<Op extends BridgedOperation>({
  operation,
  input,
  toSave,
  savedMessage,
  intro,
  initial,
  onClose,
}: {
  operation: Op;
  /** The operation's input carrying the map to save. */
  input(permission: PermissionFlags): InputOf<Op>;
  toSave(flags: PermissionFlags, holds: (key: PermissionKey) => boolean): PermissionFlags;
  savedMessage: string;
  intro: ReactNode;
  initial: PermissionFlags;
  onClose(): void;
}) {
  const save = useOperationMutation(operation);
  const holds = heldBy(useSession());
  const saved = (flags: PermissionFlags) => toSave(flags, holds);
  const submit = (flags: PermissionFlags) =>
    save.mutate(input(saved(flags)), {
      onSuccess: ({ message }) => {
        showSuccessToast(message ?? savedMessage);
        onClose();
      },
    });
  return <PermissionEditorForm intro={intro} initial={initial} saved={saved} saving={save.isPending} onSave={submit} onCancel={onClose} />;
}
