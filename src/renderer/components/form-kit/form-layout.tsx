import { Button, Group, Stack, Tooltip, VisuallyHidden, type MantineColor, type MantineSpacing } from '@mantine/core';
import { useId, type FormEventHandler, type MouseEvent, type ReactNode } from 'react';

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
  /**
   * Why Save is off ("Nothing changed yet"). Save then looks and reads as disabled (`aria-disabled`) but keeps
   * its place in the Tab order, so a keyboard or screen-reader user reaches it and is told why: its accessible
   * description, a tooltip on focus, its title on hover. Pressing it does nothing (Enter in a field neither).
   */
  hint?: string | undefined;
}) {
  const hintId = useId();
  const explained = Boolean(disabled && hint);
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {/* Always inside the tooltip (off without a reason), so Save is never mounted anew and keeps its focus. */}
      <Tooltip label={hint} disabled={!explained} events={{ hover: false, focus: true, touch: false }}>
        <Button
          type={onSave ? 'button' : 'submit'}
          onClick={explained ? refuse : onSave}
          disabled={disabled && !explained}
          data-disabled={explained || undefined}
          aria-disabled={explained || undefined}
          aria-describedby={explained ? hintId : undefined}
          loading={loading}
          color={color}
          title={hint}
        >
          {label}
        </Button>
      </Tooltip>
      {explained && <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>}
    </Group>
  );
}

/** A press of an aria-disabled Save: no submit (nor the click a field's Enter sends the form's Save). */
const refuse = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** A form's fields stacked, then Cancel and Save; Save stays off while `saveDisabled` (`saveHint` says why, and keeps it focusable). */
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
