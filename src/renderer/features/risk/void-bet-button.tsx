import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { UserBet } from '@shared/contract/risk';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { showSuccessToast } from '@renderer/app/notify';
import { Can } from '@renderer/components/can';
import { escapeClosesOnlyThis } from '@renderer/components/dialog-guards';
import { formatMinor } from '@renderer/lib/format';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { BET_STATUS_LABELS, betInWords } from '@renderer/components/bet-words';

const MIN_REASON = 3;

/**
 * The mistake desk (`mistakeDepartment`): voids one mistaken bet with a reason, through the results
 * desk's bet void (settled bets are resettled without it). The exchange checks the flag and moves the
 * money; the lists change when it has answered.
 */
export function VoidBetButton({ bet }: { bet: Pick<UserBet, 'betId' | 'marketId' | 'marketName' | 'outcomeName' | 'placedAt' | 'stake' | 'status'> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // Keyed as the Voids drawer's void: a retry after a lost answer is answered with the first void, and a double click sends once.
  const voidBet = useKeyedMutation(contract.results.voidBets, { errorToast: false });
  if (bet.status !== 'matched' && bet.status !== 'settled') return null;
  const close = () => (setOpen(false), setReason(''), voidBet.reset());
  // Said once something is typed: an empty field is plainly not done yet, and the description says what it needs.
  const shortReason = reason.trim().length > 0 && reason.trim().length < MIN_REASON;
  return (
    <Can permission="mistakeDepartment">
      <Button size="compact-xs" variant="light" color="orange" onClick={() => setOpen(true)} aria-label={`Void ${betInWords(bet)}`}>
        Void
      </Button>
      <Modal opened={open} onClose={close} title="Void a mistaken bet" centered {...escapeClosesOnlyThis(close)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            voidBet.mutate({ marketId: bet.marketId, betIds: [bet.betId], reason }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Bet voided.'), close()) });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {bet.outcomeName} on {bet.marketName}, stake {formatMinor(bet.stake)} ({BET_STATUS_LABELS[bet.status].toLowerCase()}): the stake goes back to the punter{bet.status === 'settled' ? ' and the market is resettled without it' : ''}.
            </Text>
            <TextInput label="Reason" description={`At least ${MIN_REASON} characters: it goes into the audit log.`} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={shortReason ? `Reason: at least ${MIN_REASON} characters.` : null} data-autofocus />
            <CallErrorAlert error={voidBet.error} keyedRetry="Void bet" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="orange" disabled={reason.trim().length < MIN_REASON} loading={voidBet.isPending}>
                Void bet
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Can>
  );
}
