import { Button, Group, Stack, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * Cancel and Save at the foot of a form. Without `onSave`, Save submits the form around it (and the
 * form's own validation decides); with it, Save is a plain button for editors that are not a form.
 */
export function FormActions({
  onCancel,
  onSave,
  disabled,
  loading,
  label = 'Save',
  color,
  hint,
}: {
  onCancel(): void;
  onSave?: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** What the button does, where it is more than saving ("Void round", "Lock all"). */
  label?: string;
  /** red for an action that moves money or locks people out. */
  color?: MantineColor;
  /** Why Save is off, as its title: shown on hover and read as its description. */
  hint?: string | undefined;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} disabled={disabled} loading={loading} color={color} title={hint}>
        {label}
      </Button>
    </Group>
  );
}

/** A form's fields stacked, then Cancel and Save; Save stays off while `saveDisabled` (`saveHint` says why). */
export function FormLayout({
  label,
  onSubmit,
  onCancel,
  saveDisabled,
  saveHint,
  saving,
  gap = 'sm',
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  saveDisabled: boolean;
  saveHint?: string | undefined;
  saving?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {children}
        <FormActions onCancel={onCancel} disabled={saveDisabled} hint={saveHint} loading={saving} />
      </Stack>
    </form>
  );
}
