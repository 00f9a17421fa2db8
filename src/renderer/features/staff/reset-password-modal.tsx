import { Text } from '@mantine/core';
import { contract } from '@shared/contract';
import type { StaffRow } from '@shared/contract/staff';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { PasswordField } from '@renderer/components/password-field';

const TITLE = 'Reset Password';

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
    <FormModal opened={opened} onClose={onClose} title={TITLE}>
      {member && <ResetPasswordForm key={openingKey} member={member} onClose={onClose} />}
    </FormModal>
  );
}

function ResetPasswordForm({ member, onClose }: { member: StaffRow; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.staff.resetPassword,
    initialValues: { newPassword: '' },
    labels: { newPassword: 'New Password' },
    toInput: ({ newPassword }) => ({ staffId: member._id, newPassword }),
    onSuccess: ({ message }) => {
      showSuccessToast(message ?? 'Password reset successfully.');
      onClose();
    },
  });
  return (
    <OperationFormBody kit={kit} label={TITLE} onCancel={onClose} gap="md">
      <Text size="sm">
        New password for <strong>{member.name}</strong> ({member.userName}). Tell them through a channel you trust.
      </Text>
      <PasswordField label="New Password" withAsterisk autoComplete="new-password" data-autofocus {...kit.form.getInputProps('newPassword')} />
    </OperationFormBody>
  );
}
