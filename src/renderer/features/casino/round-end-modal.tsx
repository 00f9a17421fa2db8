import { Alert, Loader, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { contract } from '@shared/contract';
import type { BridgeError } from '@shared/contract';
import { GAME_RULES } from '@shared/casino/games';
import type { CasinoRound, CasinoRoundBet } from '@shared/contract/casino';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { FormActions, FormModal, useGuardedClose, useOperationForm, type OperationForm } from '@renderer/components/form-kit';
import { RoundMoney } from './round-money';
import { formatOdds } from '@renderer/lib/format';

export type RoundAction = { round: CasinoRound; kind: 'settle' | 'void' };
type EndKind = RoundAction['kind'];

/** The dialog's action button, also named by the words of a failure whose outcome is not known. */
const END_LABEL: Record<EndKind, string> = { settle: 'Settle round', void: 'Void round' };

/** How often an open dialog reads its round again: another console may end it meanwhile (this one's windows say so at once). */
const ROUND_POLL_MS = 5_000;

const done = (onClose: () => void) => ({ message, data }: { message?: string; data: { round: CasinoRound } }) => {
  showSuccessToast(message ?? `Round ${data.round.seq} of ${data.round.eventName}: ${data.round.status}.`);
  onClose();
};

const STATUS_WORDS: Record<Exclude<CasinoRound['status'], 'unsettled'>, string> = { settled: 'already settled', voided: 'already voided', betting: 'still being played' };

/** Why this round can no longer be ended by hand, in words; null while it waits (unsettled). */
const roundClosedText = (round: CasinoRound, kind: EndKind): string | null =>
  round.status === 'unsettled' ? null : `Round ${round.seq} of ${round.eventName} is ${STATUS_WORDS[round.status]}: there is nothing to ${kind} here.`;

/**
 * The dialog's answer to a refusal that ends it: the round was settled or voided elsewhere (409), or is gone
 * (404). Said in the dialog, whose figures no longer hold, and the round is read again. Any other failure
 * (a field, the network) toasts as usual and leaves the dialog as it was: after a time-out or a 5xx, the
 * toast says the round may or may not have been ended, and that pressing the button again, unchanged, is safe (the key); after an edit it says to check first.
 */
function useEndingRefusal(onRefused: () => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (failure: BridgeError) => {
    if (failure.kind !== 'conflict' && failure.kind !== 'not-found') return false;
    setRefusal(failure.message);
    onRefused();
    return true;
  };
  return { refusal, onError };
}

interface EndFormProps<V extends Record<string, unknown>> {
  kit: OperationForm<V>;
  kind: EndKind;
  round: CasinoRound;
  /** The exchange's refusal of this dialog's submit, if it ended it. */
  refusal: string | null;
  /** The money that will move: shown only while the round can still be ended. */
  money: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * The form's fields, the money that will move and its foot: Cancel, and the action itself (off while invalid
 * or pending: a double click sends once). Once the round has ended elsewhere (the exchange refused, or a read
 * of the round says so), the figures go and the action stays off: the dialog shows the round as it is.
 * A typed winner, cards or reason is asked about before Cancel, Escape or the close button throws it away.
 */
function EndForm<V extends Record<string, unknown>>({ kit, kind, round, refusal, money, onClose, children }: EndFormProps<V>) {
  const label = END_LABEL[kind];
  const closed = refusal ?? roundClosedText(round, kind);
  const cancel = useGuardedClose(kit.unsaved, onClose);
  return (
    <form onSubmit={kit.submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        {closed === null ? (
          money
        ) : (
          <Alert color="red" role="alert">
            {closed}
          </Alert>
        )}
        <FormActions onCancel={cancel} disabled={closed !== null || !kit.canSubmit} loading={kit.pending} label={label} color="red" />
      </Stack>
    </form>
  );
}

interface FormProps {
  round: CasinoRound;
  bets: CasinoRoundBet[];
  onClose(): void;
  /** Read the round again (the exchange refused: it has ended elsewhere). */
  onRefused(): void;
}

function SettleForm({ round, bets, onClose, onRefused }: FormProps) {
  const refused = useEndingRefusal(onRefused);
  const kit = useOperationForm({
    operation: contract.casino.manualSettle,
    initialValues: { winner: null as string | null, cards: '', reason: '' },
    labels: { winner: 'Winner', cards: 'Cards', reason: 'Reason' },
    toInput: (values) => ({ roundId: round.roundId, winner: values.winner ?? '', cards: values.cards, reason: values.reason }),
    submitLabel: END_LABEL.settle,
    onSuccess: done(onClose),
    onError: refused.onError,
  });
  const winner = kit.form.values.winner;
  return (
    <EndForm kit={kit} kind="settle" round={round} refusal={refused.refusal} money={<RoundMoney round={round} bets={bets} ending={{ kind: 'settle', winner }} />} onClose={onClose}>
      <Select label="Winner" required data-autofocus allowDeselect={false} data={GAME_RULES[round.game].outcomes.map((o) => ({ value: o.code, label: `${o.label} (pays ${formatOdds(o.odds, 'casino')})` }))} {...kit.form.getInputProps('winner')} />
      <TextInput label="Cards" placeholder="As dealt, e.g. K♠ 7♦" {...kit.form.getInputProps('cards')} />
      <Textarea label="Reason" required autosize minRows={2} {...kit.form.getInputProps('reason')} />
    </EndForm>
  );
}

function VoidForm({ round, bets, onClose, onRefused }: FormProps) {
  const refused = useEndingRefusal(onRefused);
  const kit = useOperationForm({
    operation: contract.casino.manualVoid,
    initialValues: { reason: '' },
    labels: { reason: 'Reason' },
    toInput: (values) => ({ roundId: round.roundId, reason: values.reason }),
    submitLabel: END_LABEL.void,
    onSuccess: done(onClose),
    onError: refused.onError,
  });
  return (
    <EndForm kit={kit} kind="void" round={round} refusal={refused.refusal} money={<RoundMoney round={round} bets={bets} ending={{ kind: 'void' }} />} onClose={onClose}>
      <Textarea label="Reason" required autosize minRows={2} data-autofocus {...kit.form.getInputProps('reason')} />
    </EndForm>
  );
}

/**
 * Settle (enter the result) or void an unsettled round, with its bets and the money that will move shown
 * first. The round is followed while the dialog is open: ended elsewhere, the dialog says so and offers
 * nothing more.
 */
export function RoundEndModal({ action, onClose }: { action: RoundAction | null; onClose(): void }) {
  const detail = useOperation(contract.casino.roundResult, { roundId: action?.round.roundId ?? '' }, { enabled: action !== null, staleTime: 0, refetchInterval: ROUND_POLL_MS });
  const title = action ? `${action.kind === 'settle' ? 'Settle' : 'Void'} round ${action.round.seq} of ${action.round.eventName}` : '';
  const Form = action?.kind === 'void' ? VoidForm : SettleForm;
  const readAgain = () => void detail.refetch();
  return (
    // The form kit's modal: its title names the form's draft, and Escape closes this dialog alone.
    <FormModal opened={action !== null} onClose={onClose} title={title} size="lg">
      {action && (detail.data ? <Form round={detail.data.round} bets={detail.data.bets} onClose={onClose} onRefused={readAgain} /> : <Loader role="status" size="sm" aria-label="Loading the round" />)}
    </FormModal>
  );
}
