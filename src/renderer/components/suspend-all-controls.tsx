import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { markets, SUSPEND_ALL_CONFIRMATION } from '@shared/contract/markets';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useCanCall } from '@renderer/app/data/can-call';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { formatDateTime } from '@renderer/lib/format';

/**
 * The one global, destructive action of the screen: suspending every open market needs the words typed
 * out; its reverse reopens only the markets that suspension closed, after a plain confirmation.
 */
export function SuspendAllControls() {
  // Read only for a user who may suspend all and read its state: another (a risk user) would be refused, with a toast.
  const mayUse = useCanCall(markets.suspendAll);
  const mayRead = useCanCall(markets.suspendAllState);
  const state = useOperation(markets.suspendAllState, {}, { spinner: false, enabled: mayUse && mayRead });
  const [dialog, setDialog] = useState<'suspend' | 'restore' | null>(null);
  const [typed, setTyped] = useState('');
  const suspend = useOperationMutation(markets.suspendAll);
  const restore = useOperationMutation(markets.restoreAll);
  const pending = state.data?.pending ?? null;
  const close = () => (setDialog(null), setTyped(''));

  return (
    <CanCall op={markets.suspendAll}>
      <Group gap="xs">
        <Button color="red" leftSection={<IconPlayerPause size={16} />} onClick={() => setDialog('suspend')} disabled={(state.data?.openCount ?? 0) === 0}>
          Suspend all markets
        </Button>
        {pending && (
          <Button color="green" variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => setDialog('restore')}>
            Restore suspended markets ({pending.stillSuspended})
          </Button>
        )}
      </Group>
      <Modal opened={dialog === 'suspend'} onClose={close} title="Suspend all markets" centered closeOnClickOutside={false}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            suspend.mutate({ confirmation: SUSPEND_ALL_CONFIRMATION }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Markets suspended.'), close()) });
          }}
        >
          <Stack gap="sm">
            <Alert color="red">
              Every open market ({state.data?.openCount ?? 0}) stops taking bets at once, on every sport. Restoring reopens exactly these markets.
            </Alert>
            <TextInput
              label={`Type ${SUSPEND_ALL_CONFIRMATION} to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={typed !== SUSPEND_ALL_CONFIRMATION || suspend.isPending}>
                Suspend all
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={dialog === 'restore'}
        title="Restore suspended markets"
        confirmLabel="Restore"
        confirmColor="green"
        busy={restore.isPending}
        onCancel={close}
        onConfirm={() => pending && restore.mutate({ batchId: pending.batchId }, { onSuccess: ({ message }) => showSuccessToast(message ?? 'Markets reopened.'), onSettled: close })}
      >
        Reopen the {pending?.stillSuspended ?? 0} markets still suspended by the “suspend all” of{' '}
        {pending ? formatDateTime(pending.at) : ''}
        {pending?.by ? ` (by ${pending.by})` : ''}? Markets suspended on purpose before it stay suspended.
      </ConfirmDialog>
      {pending && (
        <Text size="xs" c="orange" mt={4}>
          A “suspend all” is in force: {pending.stillSuspended} of {pending.count} markets still suspended.
        </Text>
      )}
    </CanCall>
  );
}
