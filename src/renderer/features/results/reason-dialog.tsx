import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { reasonSchema } from '@shared/contract/results-schemas';
import { bridgeErrorOf } from '@renderer/app/errors';
import { useConfirmOnce } from '@renderer/components/dialog-guards';
import { FormModal, useGuardedClose } from '@renderer/components/form-kit';
import { moneyFailureText } from '@renderer/components/form-kit/uncertain-outcome';
import { useReturnFocus } from '@renderer/components/return-focus';

interface ReasonDialogProps {
  title: string;
  summary: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  /**
   * The exchange does this action once however often it is sent (it carries what the dialog showed): a
   * failure whose outcome is not known (a time-out, a 5xx) says so, and that pressing again is safe.
   */
  safeToRepeat?: boolean;
  children?: ReactNode;
  onConfirm(reason: string): void;
  onClose(): void;
}

/**
 * A change that needs a reason kept in the audit (unsettle, hold, a void): what it will do, the reason
 * (checked by the operations' own `reasonSchema`, as the exchange checks it), and a button that waits for the
 * exchange. Confirmed once however fast it is pressed twice: a second call would be refused ("The result
 * is not on hold") and its refusal would hide the first call's success. A typed reason is asked about before
 * Cancel, Escape or the close button throws it away; Escape closes this dialog alone, not the drawer under it.
 * Closed, it gives the keyboard back to the button that opened it (or, once that is off, to the drawer).
 */
export function ReasonDialog({ title, onClose, ...form }: ReasonDialogProps) {
  return (
    <FormModal opened onClose={onClose} title={title} size="lg">
      <ReasonForm {...form} onClose={onClose} />
    </FormModal>
  );
}

function ReasonForm({ summary, confirmLabel, busy, error, safeToRepeat = false, children, onConfirm, onClose }: Omit<ReasonDialogProps, 'title'>) {
  // Drawn only while open (the drawer's voids, a row's hold): on close the keyboard goes back to its opener.
  useReturnFocus();
  const [reason, setReason] = useState('');
  const checked = reasonSchema.safeParse(reason);
  // Said once something is typed, not on an empty field the user has not reached yet.
  const problem = !checked.success && reason.trim() !== '' ? checked.error.issues[0]?.message : undefined;
  const confirm = useConfirmOnce(onConfirm, { opened: true, busy, error });
  const cancel = useGuardedClose(() => reason.trim() !== '', onClose);
  const failure = error ? bridgeErrorOf(error) : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) confirm(checked.data);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{summary}</Text>
        {children}
        <Textarea label="Reason" description="Kept in the audit log; at least 3 characters" required autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={problem} data-autofocus />
        {failure && (
          <Alert color="red" role="alert">
            {safeToRepeat ? moneyFailureText(failure, confirmLabel) : failure.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!checked.success} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
