import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { escapeClosesOnlyThis, useConfirmOnce } from './dialog-guards';
import { FormActions } from './form-kit/form-layout';
import { StatusAlert } from './status-alert';

/**
 * The question before an action that cannot be taken back (locking every user of a site, moving its
 * money): it says what will happen, and the button works only once the user has typed `phrase` (case
 * aside). Extra fields (a reason) go in `children`; `blocked` says why it cannot run now. Enter confirms
 * as the button would (a form), once it can run; confirmed once however fast it is clicked; Escape closes
 * this dialog only, not a drawer it was opened from.
 */
export function TypedConfirmDialog({
  opened,
  title,
  warning = 'This cannot be undone',
  summary,
  phrase,
  confirmLabel,
  busy = false,
  blocked,
  extraValid = true,
  error,
  children,
  onConfirm,
  onCancel,
}: {
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
  /** The exchange's refusal, shown in the dialog (the action did not happen). */
  error?: string | undefined;
  children?: ReactNode;
  onConfirm(typed: string): void;
  onCancel(): void;
}) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === phrase.toLowerCase();
  const close = () => {
    setTyped('');
    onCancel();
  };
  const confirm = useConfirmOnce(onConfirm, { opened, busy, error });
  const ready = matches && extraValid && blocked === undefined;
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg" closeOnClickOutside={false} {...escapeClosesOnlyThis(close)}>
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
    </Modal>
  );
}
