import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { BridgeError } from '@shared/contract';
import { BridgeCallError, bridgeErrorOf, unwrapWithMessage, type Success } from '@renderer/app/errors';
import { showErrorToast } from '@renderer/app/notify';
import { callOperation, type BridgedOperation, type InputOf, type OutputOf } from '@renderer/app/data/operations';
import { requestText } from '@renderer/app/data/request-text';
import { useFormIdempotencyKey } from '@renderer/app/display/kept-keys';
import { changedTags } from '@renderer/app/data/tags';
import { onFormFields, sameFieldPath, type FormPathOf } from './field-errors';
import { inputValidator } from './pick-sentences';
import { isUncertainFailure } from './idempotency-key';
import { SubmitLatch } from './submit-latch';
import { moneyFailureText, RETRY_IN_FORM } from './uncertain-outcome';
import { useEditsRecord } from './edits-record';
import { useRecordVersion, type ChangedSince } from './record-version';
import { sameValues, useFormDraft, type FormDraft } from './use-form-draft';
import { useRestartedForm } from './restarted-form';

export interface OperationFormConfig<Op extends BridgedOperation, V extends Record<string, unknown>> {
  readonly operation: Op;
  readonly initialValues: V;
  /**
   * The fields holding a wall-clock time of the shown zone (a DateField's value): a form restarted on a zone
   * change (restartedOnZoneChange) keeps what was typed, and these show the same instant in the new zone.
   */
  readonly wallTimes?: readonly (keyof V & string)[];
  /** The operation's input from the form's values (trimmed, typed); the values themselves when absent. */
  readonly toInput?: (values: V) => InputOf<Op>;
  /** Field labels by input path, for messages ("Name: at most 100 characters"); the key in words otherwise. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Validates the input instead of the operation's own schema (rarely: a form stricter than the API). */
  readonly schema?: z.ZodType;
  /** Rules of the form itself, on its values (a pick that the input cannot express). */
  readonly validate?: (values: V) => FormErrors;
  /** Where an input path's error shows in the form; the same path when the form has that field. */
  readonly formPathOf?: FormPathOf;
  /** False where the full-screen spinner must never cover the screen (monitors). */
  readonly spinner?: false;
  /** False for a form whose values must not outlive it (every kit form keeps a draft otherwise; never a password). */
  readonly drafts?: false;
  /**
   * Whether Save may send the values as the form opened with them (or last saved them). By default an edit
   * form (in an editFormModal given a record) may not, and a create form may. True for an edit whose change
   * lies beside the values (a file picked); false for an edit form outside an editFormModal.
   */
  readonly saveUnchanged?: boolean;
  /** The submit button's label ("Settle round"): an uncertain failure's words name it ("press the same button again" without). */
  readonly submitLabel?: string;
  onSuccess(result: Success<OutputOf<Op>>, input: InputOf<Op>): void;
  /**
   * For a form that answers a refusal itself (a name taken meanwhile: it asks whether to replace): true when
   * it answered this one, and the central toast stays away for it. Every other failure toasts as usual, and
   * so does every failure that comes back after the form closed (nothing is left to answer it).
   */
  onError?(failure: BridgeError, input: InputOf<Op>): boolean;
}

export interface OperationForm<V extends Record<string, unknown>> {
  readonly form: UseFormReturnType<V>;
  readonly submit: (event?: FormEvent<HTMLFormElement>) => void;
  readonly pending: boolean;
  /**
   * Save is offered only for valid values and while nothing is pending (spec §5: disabled when invalid), and in
   * an edit form only once a value differs from its baseline (see `unchanged`).
   */
  readonly canSubmit: boolean;
  /**
   * An edit form that would send what its baseline sends (the values it opened with, or last saved, as the
   * operation's schema reads them: trimmed): Save is off, nothing to send.
   */
  readonly unchanged: boolean;
  /** A draft of this form kept from an earlier session, offered back (OperationFormBody shows the offer). */
  readonly draft: FormDraft;
  /**
   * Changed and not saved: dirty, and not what the exchange last confirmed from this form (a form that stays
   * on its page after a save holds no unsaved work until it is changed again).
   */
  readonly unsaved: () => boolean;
  /** The save was refused because another user changed the record since the form read it (OperationFormBody says it, with Reload). */
  readonly changedSince: ChangedSince | null;
}

/**
 * A form for one contract operation, on Mantine form: validation by the operation's zod input schema with
 * messages in words, shown for a field once touched; the exchange's field errors land on their fields;
 * `idempotent` operations carry a key per submit, kept for its retries: after a failure whose outcome is not
 * known (a time-out, a 5xx), the toast says so, and that pressing the submit button again in this form,
 * unchanged, is safe (or to check first, when a value changed meanwhile or the form is gone). An edit of a
 * record with `updatedAt` names the version it edits, and a refusal because the record changed since keeps
 * the form open with its values and offers Reload (useRecordVersion).
 */
export function useOperationForm<Op extends BridgedOperation, V extends Record<string, unknown>>(config: OperationFormConfig<Op, V>): OperationForm<V> {
  const { operation, toInput: ownInput = (values: V) => values as unknown as InputOf<Op> } = config;
  // One per opening (each mounts a new form), never shared between forms; kept across a restart on a zone change.
  const key = useFormIdempotencyKey(operation.id);
  const editsRecord = useEditsRecord();
  const saveUnchanged = config.saveUnchanged ?? !editsRecord;
  const idempotent = operation.kind === 'http' && operation.idempotent === true;
  const formPathOf = config.formPathOf ?? sameFieldPath(config.initialValues);
  const validateInput = inputValidator(config.schema ?? operation.input, config.labels ?? {});
  const valuesChanged = useRef<(values: V) => void>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Restarted on a zone change, it starts from what the user had in the form it replaces.
  const { form, carried } = useRestartedForm<V>(operation.id, config.wallTimes ?? [], {
    initialValues: config.initialValues,
    validate: (values) => ({ ...onFormFields(validateInput(toInput(values)) as Record<string, string>, formPathOf), ...config.validate?.(values) }),
    // A field says what is wrong once the user has been in it (a required one left empty, too), not before.
    validateInputOnBlur: true,
    validateInputOnChange: true,
    onValuesChange: (values) => valuesChanged.current?.(values),
  });
  const drafts = useFormDraft(form, operation.id, config.initialValues, config.drafts !== false);
  const version = useRecordVersion(operation, form, config.initialValues);
  /** The operation's input for these values, with the version of the record it edits (the same for every use: validation, comparison, keys). */
  function toInput(values: V): InputOf<Op> {
    return version.stamp(ownInput(values));
  }
  // The values the exchange last confirmed from this form (JSON), for `unsaved`: set at once, before the
  // form's own onSuccess runs (which may leave the page: the leave guard must already see it saved).
  const [saved] = useState<{ json?: string }>(() => ({}));
  useEffect(() => {
    valuesChanged.current = drafts.save;
  });
  // What a restarted form carried is kept as a draft too (the replaced form's went with it), as if typed here.
  useEffect(() => {
    if (carried) drafts.save(form.getValues());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * The words of a keyed submit whose outcome is not known. Pressing again repeats it (its key, its values)
   * only from this form, still open, still holding the key and what was sent (the key goes with a request
   * that differs: values changed since the submit are another action); the words say so, since the toast
   * outlives the form. Otherwise the next press is another action: the user checks first.
   */
  const uncertainOutcomeText = (failure: BridgeError, sent: InputOf<Op>) => {
    const safe = mounted.current && key.held() && requestText(toInput(form.getValues())) === requestText(sent);
    return moneyFailureText(failure, config.submitLabel ?? 'the same button', { scope: RETRY_IN_FORM, safe });
  };

  const mutation = useMutation({
    mutationKey: [operation.id],
    mutationFn: async ({ input, idempotencyKey }: { input: InputOf<Op>; idempotencyKey: string | undefined }) =>
      unwrapWithMessage(await callOperation(operation, input, idempotencyKey === undefined ? undefined : { idempotencyKey })),
    // A success stales what the operation wrote, here at once and in the other windows through main. A form
    // that answers refusals itself raises the central toast below, for the failures it did not answer.
    // A keyed form words its own toast, below.
    meta: {
      writes: (variables) => changedTags(operation, (variables as { input: unknown }).input),
      ...(config.spinner === false ? { spinner: false } : {}),
      ...(config.onError || idempotent || version.stamps ? { errorToast: false } : {}),
    },
    // Here rather than in mutate's callbacks, which are skipped once the form is gone: the toast must not be,
    // nor dropping a kept key after a success (a form restarted meanwhile holds it still).
    // The central toast tells what happened; the fields that caused it get their message too.
    onSuccess: () => key.settled(null),
    onError: (error, { input }) => {
      const failure = bridgeErrorOf(error);
      key.settled(failure);
      // A record changed since the form read it: said in the form, still there to reload it (on no field), else in a toast.
      if (version.refused(failure, input, mounted.current)) return;
      if (failure.fieldErrors) form.setErrors(onFormFields(failure.fieldErrors, formPathOf));
      if (!config.onError && !idempotent && !version.stamps) return;
      const answered = mounted.current && config.onError !== undefined && config.onError(failure, input);
      if (answered) return;
      const uncertain = idempotent && isUncertainFailure(failure);
      showErrorToast(uncertain ? new BridgeCallError({ ...failure, message: uncertainOutcomeText(failure, input) }) : error);
    },
  });

  const [latch] = useState(() => new SubmitLatch());
  /** What main sends the exchange for these values: the input as the operation's schema reads it ("Tennis " as "Tennis"); as it is while invalid. */
  const sentFor = (values: V): unknown => {
    const input = toInput(values);
    const parsed = operation.input.safeParse(input);
    return parsed.success ? parsed.data : input;
  };
  // What would be sent against what the baseline sends, not Mantine's dirty marks (values set as a whole, a
  // restored draft, skip them): a change the exchange would never see (a space at the end) is no change.
  const unchangedEdit = (values: V) => !saveUnchanged && sameValues(sentFor(values), sentFor(form.getInitialValues()));
  const submit = form.onSubmit((values) => {
    // An edit that changes nothing is not sent, whatever submits it (Save is off then, Enter too).
    if (mutation.isPending || unchangedEdit(values) || !latch.take()) return;
    const input = toInput(values);
    // The pending key for the same request again (a retry, from this form or the same one restarted), a new one for another.
    const idempotencyKey = idempotent ? key.forRequest(requestText(input)) : undefined;
    mutation.mutate(
      { input, idempotencyKey },
      {
        onSuccess: (result) => {
          saved.json = JSON.stringify(values);
          version.succeeded(result.data, input);
          const shown = form.getValues();
          config.onSuccess(result, input);
          // What was sent is what the form now holds as saved; anything typed while it was on its way stays
          // in the fields, unsaved. A form that set its values itself on success (emptied for the next
          // one) starts from those instead.
          if (form.getValues() === shown) form.resetDirty(values);
          drafts.saved();
        },
        onSettled: () => {
          latch.release();
        },
      },
    );
  });

  const unchanged = unchangedEdit(form.getValues());
  return {
    form,
    submit,
    pending: mutation.isPending,
    canSubmit: form.isValid() && !mutation.isPending && !unchanged,
    unchanged,
    draft: drafts.draft,
    unsaved: () => form.isDirty() && JSON.stringify(form.getValues()) !== saved.json,
    changedSince: version.changedSince,
  };
}
