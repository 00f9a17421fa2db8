import { Alert, Button, Group, Loader, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { contract } from '@shared/contract';
import { GAME_RULES } from '@shared/casino/games';
import type { CasinoRound, CasinoRoundBet } from '@shared/contract/casino';
import { useOperation } from '@renderer/app/data/use-operation';
import { hideErrorToast, showSuccessToast } from '@renderer/app/notify';
import { FormActions, FormModal, useGuardedClose, useOperationForm, type OperationForm } from '@renderer/components/form-kit';
import { RoundMoney } from './round-money';
import { END_LABEL, roundEndText, useEndingAnswers, type EndKind, type EndingAnswers } from './round-end-answers';
import { formatOdds } from '@renderer/lib/format';

export type RoundAction = { round: CasinoRound; kind: EndKind };

/** How often an open dialog reads its round again: another console may end it meanwhile (this one's windows say so at once). */
const ROUND_POLL_MS = 5_000;

const done = (onClose: () => void) => ({ message, data }: { message?: string; data: { round: CasinoRound } }) => {
  showSuccessToast(message ?? `Round ${data.round.seq} of ${data.round.eventName}: ${data.round.status}.`);
  onClose();
};

interface EndFormProps<V extends Record<string, unknown>> {
  kit: OperationForm<V>;
  kind: EndKind;
  round: CasinoRound;
  /** What this dialog's own presses were answered: a refusal that ended it, presses left without an answer. */
  answers: EndingAnswers;
  /** The money that will move: shown only while the round can still be ended. */
  money: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * The form's fields, the money that will move and its foot: Cancel, and the action itself (off while invalid
 * or pending: a double click sends once). Once the round has ended elsewhere (the exchange refused, or a read
 * of the round says so), the figures go and the action stays off: the dialog shows the round as it is.
 * A typed winner, cards or reason is asked about before Cancel, Escape or the close button throws it away,
 * unless this dialog's own press, left without an answer, is what ended the round: then Close is all there is,
 * and the toast that said to press again goes.
 */
function EndForm<V extends Record<string, unknown>>({ kit, kind, round, answers, money, onClose, children }: EndFormProps<V>) {
  const label = END_LABEL[kind];
  const ended = roundEndText(round, kind, answers);
  const wentThrough = ended?.wentThrough === true;
  const cancel = useGuardedClose(() => !wentThrough && kit.unsaved(), onClose);
  useEffect(() => {
    if (wentThrough) answers.unansweredToasts.forEach(hideErrorToast);
  }, [wentThrough, answers.unansweredToasts]);
  return (
    <form onSubmit={kit.submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        {ended === null ? (
          money
        ) : (
          <Alert color={wentThrough ? 'green' : 'red'} role="alert">
            {ended.words}
          </Alert>
        )}
        {wentThrough ? (
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        ) : (
          <FormActions onCancel={cancel} disabled={ended !== null || !kit.canSubmit} loading={kit.pending} label={label} color="red" />
        )}
      </Stack>
    </form>
  );
}

interface FormProps {
  round: CasinoRound;
  bets: CasinoRoundBet[];
  onClose(): void;
  /** Read the round again (the exchange refused, or left a press without an answer: the round shows what happened). */
  readAgain(): void;
}

function SettleForm({ round, bets, onClose, readAgain }: FormProps) {
  const ending = useEndingAnswers('settle', readAgain);
  const kit = useOperationForm({
    operation: contract.casino.manualSettle,
    initialValues: { winner: null as string | null, cards: '', reason: '' },
    labels: { winner: 'Winner', cards: 'Cards', reason: 'Reason' },
    toInput: (values) => ({ roundId: round.roundId, winner: values.winner ?? '', cards: values.cards, reason: values.reason }),
    submitLabel: END_LABEL.settle,
    onSuccess: done(onClose),
    onError: ending.onError,
  });
  const winner = kit.form.values.winner;
  return (
    <EndForm kit={kit} kind="settle" round={round} answers={ending.answers} money={<RoundMoney round={round} bets={bets} ending={{ kind: 'settle', winner }} />} onClose={onClose}>
      <Select label="Winner" required data-autofocus allowDeselect={false} data={GAME_RULES[round.game].outcomes.map((o) => ({ value: o.code, label: `${o.label} (pays ${formatOdds(o.odds, 'casino')})` }))} {...kit.form.getInputProps('winner')} />
      <TextInput label="Cards" placeholder="As dealt, e.g. K♠ 7♦" {...kit.form.getInputProps('cards')} />
      <Textarea label="Reason" required autosize minRows={2} {...kit.form.getInputProps('reason')} />
    </EndForm>
  );
}

function VoidForm({ round, bets, onClose, readAgain }: FormProps) {
  const ending = useEndingAnswers('void', readAgain);
  const kit = useOperationForm({
    operation: contract.casino.manualVoid,
    initialValues: { reason: '' },
    labels: { reason: 'Reason' },
    toInput: (values) => ({ roundId: round.roundId, reason: values.reason }),
    submitLabel: END_LABEL.void,
    onSuccess: done(onClose),
    onError: ending.onError,
  });
  return (
    <EndForm kit={kit} kind="void" round={round} answers={ending.answers} money={<RoundMoney round={round} bets={bets} ending={{ kind: 'void' }} />} onClose={onClose}>
      <Textarea label="Reason" required autosize minRows={2} data-autofocus {...kit.form.getInputProps('reason')} />
    </EndForm>
  );
}

/**
 * Settle (enter the result) or void an unsettled round, with its bets and the money that will move shown
 * first. The round is followed while the dialog is open: ended elsewhere, the dialog says so and offers
 * nothing more; ended as its own press asked, after that press got no answer, it says the press went through
 * and offers Close.
 */
export function RoundEndModal({ action, onClose }: { action: RoundAction | null; onClose(): void }) {
  const detail = useOperation(contract.casino.roundResult, { roundId: action?.round.roundId ?? '' }, { enabled: action !== null, staleTime: 0, refetchInterval: ROUND_POLL_MS });
  const title = action ? `${action.kind === 'settle' ? 'Settle' : 'Void'} round ${action.round.seq} of ${action.round.eventName}` : '';
  const Form = action?.kind === 'void' ? VoidForm : SettleForm;
  const readAgain = () => void detail.refetch();
  return (
    // The form kit's modal: its title names the form's draft, and Escape closes this dialog alone.
    <FormModal opened={action !== null} onClose={onClose} title={title} size="lg">
      {action && (detail.data ? <Form round={detail.data.round} bets={detail.data.bets} onClose={onClose} readAgain={readAgain} /> : <Loader role="status" size="sm" aria-label="Loading the round" />)}
    </FormModal>
  );
}
