import { Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { DEFAULT_TRADER_ROLE, newPasswordSchema, traderNameSchema, userNameSchema } from '@shared/contract/traders';
import { bridgeErrorOf } from '@renderer/app/errors';
import { showSuccessToast } from '@renderer/app/notify';
import { ModalForm } from '@renderer/components/modal-form';
import { PasswordField } from '@renderer/components/password-field';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { MODAL_TITLES, TRADER_ADDED, TRADER_UPDATED } from './trader-messages';
import { addTraderMutation, type TraderRef } from './traders-api';

/** Spec §5: name, user name and password are required when creating; editing keeps an empty password. */
const createSchema = z.object({ name: traderNameSchema, userName: userNameSchema, password: newPasswordSchema });
const editSchema = z.object({ name: traderNameSchema, userName: userNameSchema, password: z.union([z.literal(''), newPasswordSchema]) });
type Values = z.input<typeof createSchema>;

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
    <Modal opened={opened} onClose={onClose} title={title} centered transitionProps={{ duration: 200, transition: 'fade-down', onExited: afterClose }}>
      {/* Keyed per opening: every opening starts from the row's values or an empty form. */}
      {target && <TraderForm key={openingKey} target={target} title={title} onClose={onClose} onCreated={setCreated} />}
    </Modal>
  );
}

function TraderForm({ target, title, onClose, onCreated }: { target: TraderFormTarget; title: string; onClose(): void; onCreated(trader: TraderRef): void }) {
  const editing = target.mode === 'edit' ? target.trader : undefined;
  const save = useMutation(addTraderMutation());
  const form = useForm<Values>({
    initialValues: { name: editing?.name ?? '', userName: editing?.userName ?? '', password: '' },
    validate: zodFormResolver(editing ? editSchema : createSchema),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const submit = form.onSubmit((values) => {
    const input = {
      name: values.name.trim(),
      userName: values.userName.trim(),
      domain: editing?.domain ?? '',
      role: editing?.role ?? DEFAULT_TRADER_ROLE,
      ...(values.password ? { password: values.password } : {}),
      ...(editing ? { traderId: editing._id } : {}),
    };
    save.mutate(input, {
      onSuccess: ({ data, message }) => {
        onClose();
        if (editing) {
          showSuccessToast(message ?? TRADER_UPDATED);
          return;
        }
        showSuccessToast(TRADER_ADDED);
        onCreated({ _id: data.id, name: input.name, userName: input.userName, role: input.role, domain: input.domain });
      },
      // The central toast already tells; the field that caused it gets its message too (a taken user name).
      onError: (error) => {
        const fields = bridgeErrorOf(error).fieldErrors;
        if (fields) form.setErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => field in form.values)));
      },
    });
  });

  return (
    <ModalForm label={title} onSubmit={submit} onCancel={onClose} saveDisabled={!form.isValid() || save.isPending} gap="md">
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
      <TextInput label="User Name" withAsterisk autoComplete="off" {...form.getInputProps('userName')} />
      <PasswordField
        label="Password"
        withAsterisk={!editing}
        autoComplete="new-password"
        description={editing ? 'Leave empty to keep the current password.' : undefined}
        {...form.getInputProps('password')}
      />
    </ModalForm>
  );
}
