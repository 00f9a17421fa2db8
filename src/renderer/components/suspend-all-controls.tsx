import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { markets, SUSPEND_ALL_CONFIRMATION } from '@shared/contract/markets';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { showSuccessToast } from '@renderer/app/notify';
import { useCanCall } from '@renderer/app/data/can-call';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { formatCount, formatDateTime, plural } from '@renderer/lib/format';

/** Suspend all or Restore: its dialog, and its button. */
type Action = 'suspend' | 'restore';

/** What Restore says: the exchange's words, then how many markets stayed suspended because they are past the off. */
const restoredToast = (message: string | undefined, stayedSuspendedOff = 0) =>
  `${message ?? 'Markets reopened.'}${stayedSuspendedOff > 0 ? ` ${formatCount(stayedSuspendedOff)} stayed suspended: past the off.` : ''}`;

/**
 * The one global, destructive action of the screen: suspending every open market needs the words typed
 * out; its reverse reopens only the markets that suspension closed, after a plain confirmation.
 * Suspend all is sent once however fast it is confirmed (a double click, Enter twice), with one idempotency key
 * kept for its retry after a lost answer; what it says counts the batch the exchange answered (a second press
 * while one is in force answers that one, whole).
 * Once either is done its button is disabled or gone: the keyboard goes to the other (Restore after Suspend
 * all, Suspend all after Restore), else to `focusList` (the screen's list), never to the page.
 */
export function SuspendAllControls({ focusList }: { focusList?: () => void } = {}) {
  // Read only for a user who may suspend all and read its state: another (a risk user) would be refused, with a toast.
  const mayUse = useCanCall(markets.suspendAll);
  const mayRead = useCanCall(markets.suspendAllState);
  const state = useOperation(markets.suspendAllState, {}, { spinner: false, enabled: mayUse && mayRead });
  const [dialog, setDialog] = useState<Action | null>(null);
  const [typed, setTyped] = useState('');
  // Keyed: a second click or Enter before the first one's busy state shows sends nothing (as VoidBetButton's void).
  const suspend = useKeyedMutation(markets.suspendAll);
  const restore = useOperationMutation(markets.restoreAll);
  const pending = state.data?.pending ?? null;
  const close = () => (setDialog(null), setTyped(''));
  // The button the keyboard goes to once an action is confirmed: the other one, now standing in its opener's place.
  const [successor, setSuccessor] = useState<Action | null>(null);
  const open = (which: Action) => {
    setSuccessor(null);
    // Its request is always the same: a dialog opened afresh is a new Suspend all, not the retry of one given
    // up after a time-out (that would be answered with the stored reply, and nothing suspended). A retry
    // from the dialog still open keeps the key.
    if (which === 'suspend') suspend.resetKey();
    setDialog(which);
  };
  const suspendButton = useRef<HTMLButtonElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const toList = useCallbackRef(focusList);
  useEffect(() => {
    if (successor === null) return;
    // The state was read again before the success was told (the call's invalidation is awaited): the buttons are drawn as they now are.
    const button = (successor === 'restore' ? restoreButton : suspendButton).current;
    if (button && !button.disabled) button.focus();
    else toList();
  }, [successor, toList]);

  return (
    <CanCall op={markets.suspendAll}>
      <Group gap="xs">
        <Button ref={suspendButton} color="red" leftSection={<IconPlayerPause size={16} />} onClick={() => open('suspend')} disabled={(state.data?.openCount ?? 0) === 0}>
          Suspend all markets
        </Button>
        {pending && (
          <Button ref={restoreButton} color="green" variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => open('restore')}>
            Restore suspended markets ({pending.stillSuspended})
          </Button>
        )}
      </Group>
      {/* Not back to its opener once confirmed: that is disabled now, and the keyboard goes to Restore. */}
      <Modal opened={dialog === 'suspend'} onClose={close} title="Suspend all markets" centered closeOnClickOutside={false} returnFocus={successor === null}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            suspend.mutate(
              { confirmation: SUSPEND_ALL_CONFIRMATION },
              { onSuccess: ({ data, message }) => (showSuccessToast(message ?? `${plural(data.suspended, 'market')} suspended.`), setSuccessor('restore'), close()) },
            );
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
              <Button type="submit" color="red" disabled={typed !== SUSPEND_ALL_CONFIRMATION} loading={suspend.isPending}>
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
        onConfirm={() => pending && restore.mutate({ batchId: pending.batchId }, { onSuccess: ({ data, message }) => (showSuccessToast(restoredToast(message, data.stayedSuspendedOff)), setSuccessor('suspend')), onSettled: close })}
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
