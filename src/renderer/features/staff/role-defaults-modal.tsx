import { toFlags, type PermissionFlags } from '@shared/permissions';
import { staff, type StaffRoleInfo } from '@shared/contract/staff';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal } from '@renderer/components/form-kit';
import { heldBy, PermissionEditorForm } from '@renderer/components/permissions/permission-editor-form';
import { useSession } from '@renderer/app/session/use-session';
import { roleDefaultsToSave } from './role-defaults';

/** A role's default permissions, in the same editor as a trader's; they apply to accounts created afterwards. */
export function RoleDefaultsModal({
  role,
  opened,
  openingKey,
  onClose,
}: {
  role: StaffRoleInfo | null;
  opened: boolean;
  openingKey: number;
  onClose(): void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={role ? `Default Permissions: ${role.label}` : 'Default Permissions'} size="xl">
      {role && <RoleDefaultsForm key={openingKey} role={role} onClose={onClose} />}
    </FormModal>
  );
}

function RoleDefaultsForm({ role, onClose }: { role: StaffRoleInfo; onClose(): void }) {
  const save = useOperationMutation(staff.updateRoleDefaults);
  const holds = heldBy(useSession());
  // One function for what the dialog previews and what Save sends: a manager gives only what they hold.
  const toSave = (flags: PermissionFlags) => roleDefaultsToSave(flags, holds);
  const submit = (flags: PermissionFlags) =>
    save.mutate(
      { role: role.role, permission: toSave(flags) },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message ?? 'Role defaults updated.');
          onClose();
        },
      },
    );
  return (
    <PermissionEditorForm
      intro={`New ${role.label} accounts start with these permissions. Existing accounts keep theirs; change those one by one.`}
      initial={toFlags(role.permission)}
      saved={toSave}
      saving={save.isPending}
      onSave={submit}
      onCancel={onClose}
    />
  );
}
