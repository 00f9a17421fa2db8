import { Button, Group, Modal, Stack, type MantineSize, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * Cancel and Save at the foot of a modal. Without `onSave`, Save submits the form around it (and the
 * form's own validation decides); with it, Save is a plain button for editors that are not a form.
 */
export function FormActions({ onCancel, onSave, disabled, loading }: { onCancel(): void; onSave?: () => void; disabled?: boolean; loading?: boolean }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} disabled={disabled} loading={loading}>
        Save
      </Button>
    </Group>
  );
}

/** A modal's form: its fields stacked, then Cancel and Save; Save stays off while `saveDisabled`. */
export function ModalForm({
  label,
  onSubmit,
  onCancel,
  saveDisabled,
  gap = 'sm',
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  saveDisabled: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {children}
        <FormActions onCancel={onCancel} disabled={saveDisabled} />
      </Stack>
    </form>
  );
}

/**
 * The modal around a form: the form is mounted only while open, so every opening starts from its initial
 * values; a click outside does not close it, so nothing typed is lost by a stray click.
 */
export function FormModal({ opened, onClose, title, size, children }: { opened: boolean; onClose(): void; title: string; size?: MantineSize; children: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={false} size={size}>
      {opened && children}
    </Modal>
  );
}
