import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { changePasswordInputSchema, type ChangePasswordInput } from '@shared/contract/auth';
import { bridgeErrorOf } from '@renderer/app/errors';
import { FormLayout, FormModal, useGuardedClose } from '@renderer/components/form-kit';
import { PasswordField } from '@renderer/components/password-field';
import { StatusAlert } from '@renderer/components/status-alert';
import { useTimedValue } from '@renderer/lib/use-timed-value';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { changePasswordMutation } from './auth-api';
import { CHANGE_PASSWORD_CLOSE_MS, CHANGE_PASSWORD_ERROR_MS, PASSWORD_CHANGED_FALLBACK } from './auth-messages';

type Outcome = { readonly color: 'red' | 'green'; readonly text: string };

/** Spec §2/§8: static backdrop, Old Password and New Password, Cancel and Save. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The kit's modal: mounted only while open (every opening starts empty), and a typed password asks before Escape drops it.
  return (
    <FormModal opened={opened} onClose={onClose} title="Change Password">
      <ChangePasswordForm onClose={onClose} />
    </FormModal>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const [outcome, outcomeTimer] = useTimedValue<Outcome>();
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onClose, CHANGE_PASSWORD_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onClose]);
  const change = useMutation(changePasswordMutation());
  const form = useForm<ChangePasswordInput>({
    initialValues: { oldPassword: '', newPassword: '' },
    validate: zodFormResolver(changePasswordInputSchema),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        outcomeTimer.show({ color: 'green', text: message ?? PASSWORD_CHANGED_FALLBACK }, CHANGE_PASSWORD_CLOSE_MS);
        setSucceeded(true);
      },
      onError: (error) => {
        form.reset();
        outcomeTimer.show({ color: 'red', text: bridgeErrorOf(error).message }, CHANGE_PASSWORD_ERROR_MS);
      },
    }),
  );

  const cancel = useGuardedClose(() => form.isDirty(), onClose);
  // A refusal interrupts (role="alert"); the change done is read when the user pauses.
  const OutcomeAlert = outcome?.color === 'green' ? StatusAlert : Alert;
  return (
    <FormLayout label="Change Password" onSubmit={submit} onCancel={cancel} saveDisabled={!form.isValid() || change.isPending} gap="md">
      {outcome && (
        <OutcomeAlert color={outcome.color} data-testid="change-password-message">
          {outcome.text}
        </OutcomeAlert>
      )}
      <PasswordField label="Old Password" autoComplete="current-password" data-autofocus {...form.getInputProps('oldPassword')} />
      <PasswordField label="New Password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
    </FormLayout>
  );
}
