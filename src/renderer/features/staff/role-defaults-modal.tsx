import { toFlags } from '@shared/permissions';
import { staff, type StaffRoleInfo } from '@shared/contract/staff';
import { FormModal } from '@renderer/components/form-kit';
import { PermissionSaveForm } from '@renderer/components/permissions/permission-save-form';
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
  return (
    <PermissionSaveForm
      operation={staff.updateRoleDefaults}
      input={(permission) => ({ role: role.role, permission })}
      // What the dialog previews and what Save sends: a manager gives only what they hold.
      toSave={roleDefaultsToSave}
      savedMessage="Role defaults updated."
      intro={`New ${role.label} accounts start with these permissions. Existing accounts keep theirs; change those one by one.`}
      initial={toFlags(role.permission)}
      onClose={onClose}
    />
  );
}
