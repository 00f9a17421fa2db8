import { Select, Stack, Text, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { StaffRoleInfo } from '@shared/contract/staff';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { PasswordField } from '@renderer/components/password-field';
import { grantedCount } from './role-defaults';
import { CloseRow } from '@renderer/components/close-row';

const TITLE = 'Create Staff Account';

/** Why no role is offered: the exchange would refuse every one ("You can only grant permissions you hold yourself."). */
export const NO_ROLE_TO_GIVE = 'Every role starts with permissions you do not hold, and you can only grant permissions you hold yourself. Ask an admin to create this account.';

/**
 * A new account of a role; it starts with that role's current default permissions. `roles` are the ones the
 * user may give (undefined while they load); when none is left, the dialog says so where the role is chosen,
 * before anything is typed.
 */
export function AddStaffModal({ opened, roles, onClose }: { opened: boolean; roles: readonly StaffRoleInfo[] | undefined; onClose(): void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={TITLE}>
      {roles?.length === 0 ? <NoRoleToGive onClose={onClose} /> : <AddStaffForm roles={roles ?? []} onClose={onClose} />}
    </FormModal>
  );
}

function NoRoleToGive({ onClose }: { onClose(): void }) {
  return (
    <Stack gap="md">
      <Select label="Role" placeholder="No role to offer" data={[]} disabled description={NO_ROLE_TO_GIVE} />
      <CloseRow onClose={onClose} />
    </Stack>
  );
}

function AddStaffForm({ roles, onClose }: { roles: readonly StaffRoleInfo[]; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.staff.add,
    initialValues: { name: '', userName: '', password: '', role: '' },
    labels: { name: 'Name', userName: 'User Name', password: 'Password', role: 'Role' },
    toInput: (values) => ({ name: values.name.trim(), userName: values.userName.trim(), password: values.password, role: values.role }),
    // The exchange's enum says "Unknown role."; an empty pick is simply not made yet.
    validate: (values) => (values.role ? {} : { role: 'Role is required.' }),
    onSuccess: ({ message }) => {
      showSuccessToast(message ?? 'Account created successfully.');
      onClose();
    },
  });
  const { form } = kit;
  const chosen = roles.find((r) => r.role === form.values.role);
  return (
    <OperationFormBody kit={kit} label={TITLE} onCancel={onClose} gap="md">
      <Select
        label="Role"
        withAsterisk
        placeholder="Choose a role"
        data={roles.map((r) => ({ value: r.role, label: r.label }))}
        allowDeselect={false}
        data-autofocus
        {...form.getInputProps('role')}
      />
      {chosen && (
        <Text size="sm" c="dimmed">
          {chosen.description} Starts with the role’s {grantedCount(chosen.permission)} default permissions.
        </Text>
      )}
      <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
      <TextInput label="User Name" withAsterisk autoComplete="off" {...form.getInputProps('userName')} />
      <PasswordField label="Password" withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
    </OperationFormBody>
  );
}
