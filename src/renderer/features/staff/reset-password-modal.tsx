import { Modal, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { StaffRow } from '@shared/contract/staff';
import { newPasswordSchema } from '@shared/contract/traders';
import { showSuccessToast } from '@renderer/app/notify';
import { ModalForm } from '@renderer/components/modal-form';
import { PasswordField } from '@renderer/components/password-field';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { resetPasswordMutation } from './staff-api';

const schema = z.object({ newPassword: newPasswordSchema });

/** An admin sets a new password for someone who lost theirs; one's own goes through Change Password. */
export function ResetPasswordModal({
  member,
  opened,
  openingKey,
  onClose,
}: {
  member: StaffRow | null;
  opened: boolean;
  openingKey: number;
  onClose(): void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reset Password" centered>
      {member && <ResetPasswordForm key={openingKey} member={member} onClose={onClose} />}
    </Modal>
  );
}

function ResetPasswordForm({ member, onClose }: { member: StaffRow; onClose(): void }) {
  const reset = useMutation(resetPasswordMutation());
  const form = useForm({
    initialValues: { newPassword: '' },
    validate: zodFormResolver(schema),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const submit = form.onSubmit(({ newPassword }) =>
    reset.mutate(
      { staffId: member._id, newPassword },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message ?? 'Password reset successfully.');
          onClose();
        },
      },
    ),
  );
  return (
    <ModalForm label="Reset Password" onSubmit={submit} onCancel={onClose} saveDisabled={!form.isValid() || reset.isPending} gap="md">
      <Text size="sm">
        New password for <strong>{member.name}</strong> ({member.userName}). Tell them through a channel you trust.
      </Text>
      <PasswordField label="New Password" withAsterisk autoComplete="new-password" data-autofocus {...form.getInputProps('newPassword')} />
    </ModalForm>
  );
}
