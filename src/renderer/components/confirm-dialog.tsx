import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { escapeClosesOnlyThis, useConfirmOnce } from './dialog-guards';
import { useReturnFocusOnClose } from './return-focus';

/**
 * A yes/cancel question in a modal (spec §2's delete confirmation: "Yes" and "Cancel"). Focus starts on Cancel,
 * the safe answer (`cancelLabel` where "Cancel" would be unclear: "Keep editing" before unsaved work is lost).
 * Confirmed once however fast it is clicked; Escape closes this dialog only, not a drawer it was opened from.
 * Closed, it gives the keyboard back to the control that opened it, or, when the confirmed change disabled or
 * removed that, to its row, form, section or drawer (never the page), unless `onConfirm` moved it on itself.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  busy = false,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const confirm = useConfirmOnce(onConfirm, { opened, busy });
  const inDialog = useReturnFocusOnClose(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm" returnFocus={false} {...escapeClosesOnlyThis(onCancel)}>
      <Stack gap="md" ref={inDialog}>
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={() => confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
