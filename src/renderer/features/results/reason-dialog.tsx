import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { reasonSchema } from '@shared/contract/results-schemas';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { useConfirmOnce } from '@renderer/components/dialog-guards';

/**
 * A change that needs a reason kept in the audit (unsettle, hold, a void): what it will do, the reason
 * (checked by the operations' own `reasonSchema`, as the exchange checks it), and a button that waits for the
 * exchange. Confirmed once however fast it is pressed twice: a second call would be refused ("The result
 * is not on hold") and its refusal would hide the first call's success.
 */
export function ReasonDialog({
  title,
  summary,
  confirmLabel,
  busy,
  error,
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  summary: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  children?: ReactNode;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const checked = reasonSchema.safeParse(reason);
  // Said once something is typed, not on an empty field the user has not reached yet.
  const problem = !checked.success && reason.trim() !== '' ? checked.error.issues[0]?.message : undefined;
  const confirm = useConfirmOnce(onConfirm, { opened: true, busy, error });
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnClickOutside={false}>
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
          <CallErrorAlert error={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!checked.success} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
