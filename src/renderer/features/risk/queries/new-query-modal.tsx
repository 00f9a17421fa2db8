import { Button, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { queries } from '@shared/contract/queries';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, useGuardedClose, useOperationForm } from '@renderer/components/form-kit';
import { useReturnFocus } from '@renderer/components/return-focus';
import { heldSubmit } from '../held-submit';
import { useBetOfPunterProblem } from './bet-of-punter';

const TITLE = 'Record a punter query';

interface QueryValues extends Record<string, unknown> {
  userName: string;
  subject: string;
  body: string;
  betId: string;
  statementSeq: number | string;
}

const EMPTY: QueryValues = { userName: '', subject: '', body: '', betId: '', statementSeq: '' };

const DIGITS = /^\d+$/;

/**
 * The statement line number as typed, to send: undefined for none, null for one that cannot be sent as
 * typed. Mantine's NumberInput hands back text instead of a number for 14 digits or more (or a lone "-"):
 * text of a number it can keep exactly is read here; a larger one cannot be, and must not be dropped (the
 * query was recorded as about no line at all) nor rounded (about another line).
 */
const typedLineNumber = (typed: number | string): number | undefined | null => {
  if (typed === '') return undefined;
  const number = typeof typed === 'number' ? typed : DIGITS.test(typed) ? Number(typed) : Number.NaN;
  return Number.isSafeInteger(number) ? number : null;
};

/** Why a line number typed cannot be sent, in words for its field; null when it can (or none is typed). */
const lineNumberError = (typed: number | string): string | null => {
  if (typedLineNumber(typed) !== null) return null;
  return DIGITS.test(String(typed)) ? 'About statement line (no.): no line has a number that large.' : 'About statement line (no.): a whole number.';
};

const lineNumberInput = (typed: number | string) => {
  const statementSeq = typedLineNumber(typed);
  return typeof statementSeq === 'number' ? { statementSeq } : {};
};

/** What a query recorded from a punter's bet or statement line is about, filled in for the desk. */
export interface QueryAbout {
  readonly userName: string;
  readonly betId?: string;
  readonly statementSeq?: number;
}

/**
 * The form kit's form (messages on the fields, the exchange's refusals too: a bet or line not the punter's;
 * Record query off while invalid or pending, one idempotency key per submit kept for its retries), so a
 * double click records the query once. A bet id the exchange says is not the punter's is said on its field
 * before Record query, which stays off (useBetOfPunterProblem).
 */
function NewQueryForm({ about, onClose }: { about?: QueryAbout | undefined; onClose(): void }) {
  const initialValues: QueryValues = { ...EMPTY, ...about };
  const kit = useOperationForm({
    operation: queries.open,
    initialValues,
    labels: { userName: 'Punter user name', subject: 'Subject', body: 'Query', betId: 'About bet (id)', statementSeq: 'About statement line (no.)' },
    toInput: (v) => ({
      userName: v.userName,
      subject: v.subject,
      body: v.body,
      ...(v.betId.trim() ? { betId: v.betId.trim() } : {}),
      ...lineNumberInput(v.statementSeq),
    }),
    // Record query stays off while the number typed cannot be sent as it is.
    validate: (v) => {
      const error = lineNumberError(v.statementSeq);
      return error ? { statementSeq: error } : {};
    },
    drafts: false,
    onSuccess: ({ message }) => (showSuccessToast(message ?? 'Query recorded.'), onClose()),
  });
  const cancel = useGuardedClose(() => kit.form.isDirty(), onClose);
  const field = (name: keyof QueryValues) => kit.form.getInputProps(name);
  const { userName, betId } = kit.form.getValues();
  const betProblem = useBetOfPunterProblem(userName, betId);
  return (
    <form onSubmit={heldSubmit(betProblem !== null, kit.submit)} noValidate aria-label={TITLE}>
      <Stack gap="sm">
        <TextInput label="Punter user name" data-autofocus={about ? undefined : true} {...field('userName')} />
        <TextInput label="Subject" data-autofocus={about ? true : undefined} {...field('subject')} />
        <Textarea label="Query" autosize minRows={3} {...field('body')} />
        <Group grow align="flex-start">
          <TextInput label="About bet (id)" {...field('betId')} error={field('betId').error ?? betProblem} />
          <NumberInput label="About statement line (no.)" min={1} allowDecimal={false} {...field('statementSeq')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!kit.canSubmit || betProblem !== null} loading={kit.pending}>
            Record query
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Records a query a punter made (by phone, chat or mail), linked to one of their bets or statement lines if
 * it is about one; `about` fills in the punter and the bet or line it was opened from.
 */
export function NewQueryModal({ about, onClose }: { about?: QueryAbout | undefined; onClose(): void }) {
  useReturnFocus();
  return (
    <FormModal opened onClose={onClose} title={TITLE}>
      <NewQueryForm about={about} onClose={onClose} />
    </FormModal>
  );
}
