import { Button, Group, Loader, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { contract } from '@shared/contract';
import { GAME_RULES } from '@shared/casino/games';
import type { CasinoRound, CasinoRoundBet } from '@shared/contract/casino';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, useOperationForm, type OperationForm } from '@renderer/components/form-kit';
import { RoundMoney } from './round-money';
import { formatOdds } from '@renderer/lib/format';

export type RoundAction = { round: CasinoRound; kind: 'settle' | 'void' };

const done = (onClose: () => void) => ({ message, data }: { message?: string; data: { round: CasinoRound } }) => {
  showSuccessToast(message ?? `Round ${data.round.seq} of ${data.round.eventName}: ${data.round.status}.`);
  onClose();
};

/** The form's foot: Cancel, and the action itself (off while invalid or pending: a double click sends once). */
function EndForm<V extends Record<string, unknown>>({ kit, label, action, onClose, children }: { kit: OperationForm<V>; label: string; action: string; onClose(): void; children: React.ReactNode }) {
  return (
    <form onSubmit={kit.submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!kit.canSubmit} loading={kit.pending}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettleForm({ round, bets, onClose }: { round: CasinoRound; bets: CasinoRoundBet[]; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.casino.manualSettle,
    initialValues: { winner: null as string | null, cards: '', reason: '' },
    labels: { winner: 'Winner', cards: 'Cards', reason: 'Reason' },
    toInput: (values) => ({ roundId: round.roundId, winner: values.winner ?? '', cards: values.cards, reason: values.reason }),
    onSuccess: done(onClose),
  });
  const winner = kit.form.values.winner;
  return (
    <EndForm kit={kit} label="Settle round" action="Settle round" onClose={onClose}>
      <Select label="Winner" required data-autofocus allowDeselect={false} data={GAME_RULES[round.game].outcomes.map((o) => ({ value: o.code, label: `${o.label} (pays ${formatOdds(o.odds, 'casino')})` }))} {...kit.form.getInputProps('winner')} />
      <TextInput label="Cards" placeholder="As dealt, e.g. K♠ 7♦" {...kit.form.getInputProps('cards')} />
      <Textarea label="Reason" required autosize minRows={2} {...kit.form.getInputProps('reason')} />
      <RoundMoney round={round} bets={bets} ending={{ kind: 'settle', winner }} />
    </EndForm>
  );
}

function VoidForm({ round, bets, onClose }: { round: CasinoRound; bets: CasinoRoundBet[]; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.casino.manualVoid,
    initialValues: { reason: '' },
    labels: { reason: 'Reason' },
    toInput: (values) => ({ roundId: round.roundId, reason: values.reason }),
    onSuccess: done(onClose),
  });
  return (
    <EndForm kit={kit} label="Void round" action="Void round" onClose={onClose}>
      <Textarea label="Reason" required autosize minRows={2} data-autofocus {...kit.form.getInputProps('reason')} />
      <RoundMoney round={round} bets={bets} ending={{ kind: 'void' }} />
    </EndForm>
  );
}

/** Settle (enter the result) or void an unsettled round, with its bets and the money that will move shown first. */
export function RoundEndModal({ action, onClose }: { action: RoundAction | null; onClose(): void }) {
  const detail = useOperation(contract.casino.roundResult, { roundId: action?.round.roundId ?? '' }, { enabled: action !== null, staleTime: 0 });
  const title = action ? `${action.kind === 'settle' ? 'Settle' : 'Void'} round ${action.round.seq} of ${action.round.eventName}` : '';
  const Form = action?.kind === 'void' ? VoidForm : SettleForm;
  return (
    // The form kit's modal: its title names the form's draft, and Escape closes this dialog alone.
    <FormModal opened={action !== null} onClose={onClose} title={title} size="lg">
      {action && (detail.data ? <Form round={detail.data.round} bets={detail.data.bets} onClose={onClose} /> : <Loader role="status" size="sm" aria-label="Loading the round" />)}
    </FormModal>
  );
}
