import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGuardedClose } from './close-guard';
import { FormLayout } from './form-layout';
import type { OperationForm } from './use-operation-form';

/**
 * The fields of an operation form with Cancel and Save, inside a FormModal or FormDrawer: Save is off while
 * the values are invalid or the call is pending; Cancel asks first when there are unsaved changes.
 */
export function OperationFormBody<V extends Record<string, unknown>>({
  kit,
  label,
  onCancel,
  gap,
  children,
}: {
  kit: OperationForm<V>;
  /** The form's accessible name (usually the title). */
  label: string;
  /** Where Cancel goes when the form is not in a guarded modal or drawer. */
  onCancel(): void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const cancel = useGuardedClose(() => kit.form.isDirty(), onCancel);
  return (
    <FormLayout label={label} onSubmit={kit.submit} onCancel={cancel} saveDisabled={!kit.canSubmit} saving={kit.pending} gap={gap}>
      {children}
    </FormLayout>
  );
}
