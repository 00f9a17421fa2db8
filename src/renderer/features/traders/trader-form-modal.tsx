import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { DEFAULT_TRADER_ROLE } from '@shared/contract/traders';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { PasswordField } from '@renderer/components/password-field';
import { MODAL_TITLES, TRADER_ADDED, TRADER_UPDATED } from './trader-messages';
import type { TraderRef } from './trader-ref';

export type TraderFormTarget = { mode: 'create' } | { mode: 'edit'; trader: TraderRef };

/** The Create User / Edit User modal (spec §2). A new trader goes on to its permissions (spec §4). */
export function TraderFormModal({
  target,
  opened,
  openingKey,
  onClose,
  onCreated,
}: {
  target: TraderFormTarget | null;
  opened: boolean;
  openingKey: number;
  onClose(): void;
  onCreated(trader: TraderRef): void;
}) {
  const title = target?.mode === 'edit' ? MODAL_TITLES.edit : MODAL_TITLES.create;
  // The permissions modal opens once this one has finished closing: this one hands focus back to Add New
  // as it closes, and the next modal, opened after, then takes focus itself and returns it there.
  const [created, setCreated] = useState<TraderRef | null>(null);
  const afterClose = () => {
    if (!created) return;
    setCreated(null);
    onCreated(created);
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={title} transitionProps={{ duration: 200, transition: 'fade-down', onExited: afterClose }}>
      {/* Keyed per opening: every opening starts from the row's values or an empty form. */}
      {target && <TraderForm key={openingKey} target={target} title={title} onClose={onClose} onCreated={setCreated} />}
    </FormModal>
  );
}

/** Spec §5: name, user name and password are required when creating; editing keeps an empty password. */
function TraderForm({ target, title, onClose, onCreated }: { target: TraderFormTarget; title: string; onClose(): void; onCreated(trader: TraderRef): void }) {
  const editing = target.mode === 'edit' ? target.trader : undefined;
  const kit = useOperationForm({
    operation: contract.traders.add,
    initialValues: { name: editing?.name ?? '', userName: editing?.userName ?? '', password: '' },
    // An edit sends something only once a value changed (an empty password keeps the old one).
    saveUnchanged: !editing,
    labels: { name: 'Name', userName: 'User Name', password: 'Password' },
    toInput: (values) => ({
      name: values.name.trim(),
      userName: values.userName.trim(),
      domain: editing?.domain ?? '',
      role: editing?.role ?? DEFAULT_TRADER_ROLE,
      ...(values.password ? { password: values.password } : {}),
      ...(editing ? { traderId: editing._id } : {}),
    }),
    onSuccess: ({ data, message }, input) => {
      onClose();
      if (editing) {
        showSuccessToast(message ?? TRADER_UPDATED);
        return;
      }
      showSuccessToast(TRADER_ADDED);
      onCreated({ _id: data.id, name: input.name, userName: input.userName, role: input.role ?? DEFAULT_TRADER_ROLE, domain: input.domain ?? '' });
    },
  });
  const { form } = kit;

  return (
    <OperationFormBody kit={kit} label={title} onCancel={onClose} gap="md">
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
      <TextInput label="User Name" withAsterisk autoComplete="off" {...form.getInputProps('userName')} />
      <PasswordField
        label="Password"
        withAsterisk={!editing}
        autoComplete="new-password"
        description={editing ? 'Leave empty to keep the current password.' : undefined}
        {...form.getInputProps('password')}
      />
    </OperationFormBody>
  );
}
