import { Alert, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useConfirmOnce } from './dialog-guards';
import { useGuardedClose } from './form-kit/close-guard';
import { FormModal } from './form-kit/form-containers';
import { FormActions } from './form-kit/form-layout';
import { useReturnFocus } from './return-focus';
import { StatusAlert } from './status-alert';

interface TypedConfirmProps {
  opened: boolean;
  title: string;
  /** The alert's title: how final the action is (an action that can be reversed another way says how). */
  warning?: string;
  /** What it will do, to how many users and how much money. */
  summary: ReactNode;
  phrase: string;
  confirmLabel: string;
  busy?: boolean;
  blocked?: string | undefined;
  extraValid?: boolean;
  /** Something is typed in the extra fields (a reason): closing asks first, as it does once the phrase is typed. */
  extraTyped?: boolean;
  /** What went wrong, shown in the dialog: the exchange's refusal, or the caller's words for an outcome not known. */
  error?: string | undefined;
  children?: ReactNode;
  onConfirm(typed: string): void;
  onCancel(): void;
}

/**
 * The question before an action that cannot be taken back (locking every user of a site, moving its
 * money): it says what will happen, and the button works only once the user has typed `phrase` (case
 * aside). Extra fields (a reason) go in `children`; `blocked` says why it cannot run now. Enter confirms
 * as the button would (a form), once it can run; confirmed once however fast it is clicked; Escape closes
 * this dialog only, not a drawer it was opened from. Once something is typed (the phrase, or `extraTyped`),
 * Cancel, Escape and the close button ask before throwing it away, as a form's do. Closed (cancelled or done),
 * it gives the keyboard back to the button that opened it, even when drawn only while open.
 */
export function TypedConfirmDialog({ opened, title, onCancel, ...form }: TypedConfirmProps) {
  return (
    <FormModal opened={opened} onClose={onCancel} title={title} size="lg">
      <TypedConfirmForm {...form} onCancel={onCancel} />
    </FormModal>
  );
}

/** The dialog's content, mounted only while it is open: every opening starts with nothing typed. */
function TypedConfirmForm({
  warning = 'This cannot be undone',
  summary,
  phrase,
  confirmLabel,
  busy = false,
  blocked,
  extraValid = true,
  extraTyped = false,
  error,
  children,
  onConfirm,
  onCancel,
}: Omit<TypedConfirmProps, 'opened' | 'title'>) {
  // Its callers draw it only while open (a drawer's dangerous action, a large settle): Mantine would give the
  // keyboard back to nothing, and it fell to the page.
  useReturnFocus();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === phrase.toLowerCase();
  const close = useGuardedClose(() => extraTyped || typed.trim() !== '', onCancel);
  const confirm = useConfirmOnce(onConfirm, { opened: true, busy, error });
  const ready = matches && extraValid && blocked === undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) confirm(typed.trim());
      }}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" title={warning}>
          {summary}
        </Alert>
        {blocked && (
          <StatusAlert color="yellow" variant="light">
            {blocked}
          </StatusAlert>
        )}
        {children}
        <TextInput label={`Type ${phrase} to confirm`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" data-autofocus />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FormActions onCancel={close} disabled={!ready} loading={busy} label={confirmLabel} color="red" />
      </Stack>
    </form>
  );
}
