import { Modal, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRoleInfo } from '@shared/contract/staff';
import { newPasswordSchema, traderNameSchema, userNameSchema } from '@shared/contract/traders';
import { bridgeErrorOf } from '@renderer/app/errors';
import { showSuccessToast } from '@renderer/app/notify';
import { ModalForm } from '@renderer/components/modal-form';
import { PasswordField } from '@renderer/components/password-field';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { grantedCount } from './role-defaults';
import { addStaffMutation } from './staff-api';

const schema = z.object({
  name: traderNameSchema,
  userName: userNameSchema,
  password: newPasswordSchema,
  role: z.enum(STAFF_ROLES, 'Role is required.'),
});
type Values = { name: string; userName: string; password: string; role: string };

/** A new account of a role; it starts with that role's current default permissions. */
export function AddStaffModal({ opened, roles, onClose }: { opened: boolean; roles: readonly StaffRoleInfo[]; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create Staff Account" centered>
      {opened && <AddStaffForm roles={roles} onClose={onClose} />}
    </Modal>
  );
}

function AddStaffForm({ roles, onClose }: { roles: readonly StaffRoleInfo[]; onClose(): void }) {
  const add = useMutation(addStaffMutation());
  const form = useForm<Values>({
    initialValues: { name: '', userName: '', password: '', role: '' },
    validate: zodFormResolver(schema),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const chosen = roles.find((r) => r.role === form.values.role);
  const submit = form.onSubmit((values) =>
    add.mutate(
      { name: values.name.trim(), userName: values.userName.trim(), password: values.password, role: values.role },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message ?? 'Account created successfully.');
          onClose();
        },
        onError: (error) => {
          const fields = bridgeErrorOf(error).fieldErrors;
          if (fields) form.setErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => field in form.values)));
        },
      },
    ),
  );
  return (
    <ModalForm label="Create Staff Account" onSubmit={submit} onCancel={onClose} saveDisabled={!form.isValid() || add.isPending} gap="md">
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
    </ModalForm>
  );
}
