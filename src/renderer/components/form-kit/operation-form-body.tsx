import { Alert, Button, Group, Text, type MantineSpacing } from '@mantine/core';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useGuardedClose } from './close-guard';
import { FormLayout } from './form-layout';
import { FORM_FIELDS } from './first-field-focus';
import type { ChangedSince } from './record-version';
import type { OperationForm } from './use-operation-form';
import { formatDateTime } from '@renderer/lib/format';
import { StatusAlert } from '../status-alert';

/** Why Save is off in an edit form that holds what it opened with: Save stays focusable and says it (its description, tooltip and title). */
export const NOTHING_CHANGED = 'Nothing changed yet';

/**
 * The fields of an operation form with Cancel and Save, inside a FormModal or FormDrawer: Save is off while
 * the values are invalid or the call is pending, or nothing changed in an edit form; Cancel asks first when
 * there are unsaved changes.
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
  const cancel = useGuardedClose(kit.unsaved, onCancel);
  const { nameAs } = kit.draft;
  // Outside a titled modal or drawer, the drafts notice names the form by its label, never its operation id.
  useEffect(() => nameAs(label), [nameAs, label]);
  return (
    <FormLayout label={label} onSubmit={kit.submit} onCancel={cancel} saveDisabled={!kit.canSubmit} saveHint={kit.unchanged ? NOTHING_CHANGED : undefined} saving={kit.pending} gap={gap}>
      {kit.draft.offered && <DraftOffer savedAt={kit.draft.offered.savedAt} onRestore={kit.draft.restore} onDismiss={kit.draft.dismiss} />}
      {kit.changedSince && <ChangedSinceAlert refusal={kit.changedSince} />}
      {children}
    </FormLayout>
  );
}

/**
 * The offer answered: it goes, and the keyboard with it would fall to the page, so it goes to the form's first
 * field (restored or empty: where the user carries on typing).
 */
const answered = (event: MouseEvent<HTMLButtonElement>, answer: () => void) => {
  const form = event.currentTarget.closest('form');
  answer();
  form?.querySelector<HTMLElement>(FORM_FIELDS)?.focus();
};

/** Said when Reload finds no newer copy of the record on this screen. */
export const REOPEN_TO_RELOAD = 'It could not be read again here: close this form and open it again.';

/**
 * A save refused because another user changed the record since the form opened: the exchange's words (who,
 * when) and Reload, which puts the form on the record as it is now, the fields changed here kept as typed.
 * Inside the form (Reload gives the keyboard to its first field): OperationFormBody shows it; a form with
 * its own layout shows it where `kit.changedSince` is set.
 */
export function ChangedSinceAlert({ refusal }: { refusal: ChangedSince }) {
  const [reloading, setReloading] = useState(false);
  const reload = async (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.closest('form');
    setReloading(true);
    const reloaded = await refusal.reload();
    setReloading(false);
    // The alert goes with its button: the keyboard goes to the form's first field rather than to the page.
    if (reloaded) form?.querySelector<HTMLElement>(FORM_FIELDS)?.focus();
  };
  return (
    <Alert color="orange" role="alert">
      {refusal.message}
      {refusal.unread && <Text size="sm" mt={4}>{REOPEN_TO_RELOAD}</Text>}
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" loading={reloading} onClick={(event) => void reload(event)}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}

/** The offer of a draft kept from an earlier opening that was not saved: a session that ended, a window reloaded (never with a password: that is typed again). */
function DraftOffer({ savedAt, onRestore, onDismiss }: { savedAt: number; onRestore(): void; onDismiss(): void }) {
  return (
    <StatusAlert color="blue" variant="light" title="Unsaved draft">
      You were typing in this form ({formatDateTime(new Date(savedAt).toISOString())}) and it was not saved. Restore what you typed (passwords are never kept)?
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" onClick={(event) => answered(event, onRestore)}>
          Restore draft
        </Button>
        <Button size="compact-sm" variant="default" onClick={(event) => answered(event, onDismiss)}>
          Discard draft
        </Button>
      </Group>
    </StatusAlert>
  );
}
