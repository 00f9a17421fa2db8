import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CHANGED_AT, EXPECTED_UPDATED_AT, takesExpectedUpdatedAt } from '@shared/contract/factories';
import { AUDIT_TAG } from '@shared/contract/operation';
import type { BridgeError } from '@shared/contract';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { changedTags } from '@renderer/app/data/tags';
import { BridgeCallError } from '@renderer/app/errors';
import { showErrorToast } from '@renderer/app/notify';
import { formatTime, formatZoneName } from '@renderer/lib/format';
import { useEditedRecord } from './edits-record';
import { rereadRecord } from './reread-record';
import { sameValues } from './use-form-draft';

/** A save refused because another user changed the record since the form read it: the exchange's words, and Reload. */
export interface ChangedSince {
  readonly message: string;
  /** Reload found no newer copy of the record on hand (a list filtered away from it): the form must be opened again. */
  readonly unread: boolean;
  /** Reads the record again and puts the form on it, the fields changed here kept as typed; false when it found none. */
  readonly reload: () => Promise<boolean>;
}

/** The refusal of a save from an older version of the record (the exchange's 409 on `expectedUpdatedAt`). */
export const isChangedSince = (failure: BridgeError): boolean => failure.status === 409 && failure.fieldErrors?.[EXPECTED_UPDATED_AT] !== undefined;

/**
 * The refusal's words, its time in the zone times are shown in: the exchange says that save's time in UTC
 * ("at 14:02 UTC"); where it also gives the instant (CHANGED_AT) and the words hold that instant's UTC time,
 * that part is said in the shown zone ("at 7:32 PM GMT+5:30"). Otherwise the words are kept as they are.
 */
export const changedSinceWords = (failure: BridgeError): string => {
  const words = failure.fieldErrors?.[EXPECTED_UPDATED_AT] ?? failure.message;
  const instant = Date.parse(failure.fieldErrors?.[CHANGED_AT] ?? '');
  if (Number.isNaN(instant)) return words;
  return words.replace(`at ${new Date(instant).toISOString().slice(11, 16)} UTC`, () => `at ${formatTime(instant, 'minutes')} ${formatZoneName(instant)}`);
};

const SINCE_OPENED = ' since you opened it';

/** The refusal once the form is gone (a toast): nothing holds the changes to reload, so it says the save was not made instead. */
export const closedFormWords = (words: string): string => {
  const end = words.indexOf(SINCE_OPENED);
  return end < 0 ? `${words} Your save was not made.` : `${words.slice(0, end + SINCE_OPENED.length)}; your save was not made.`;
};

type Primitive = string | number | boolean;
const isPrimitiveList = (value: unknown): value is Primitive[] => Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));

/**
 * A list of switches (a white label's menus) put on the list read again: the fresh list with the user's own
 * switches applied (those the user switched on added, those switched off taken out), so that another user's
 * switches since are kept too. Taken whole, the user's list undid them at the next save.
 */
const rebasedList = (typed: Primitive[], openedWith: Primitive[], fresh: Primitive[]): Primitive[] => {
  const [removed, added] = [openedWith.filter((item) => !typed.includes(item)), typed.filter((item) => !openedWith.includes(item))];
  return [...fresh.filter((item) => !removed.includes(item)), ...added.filter((item) => !fresh.includes(item))];
};

/**
 * The values put on the record read again: each field the user changed from what the form opened with stays as
 * typed, the others are the fresh record's; a list of switches the user changed gets the user's switches over
 * the fresh list (rebasedList).
 */
export const rebasedValues = <V extends Record<string, unknown>>(typed: V, openedWith: V, fresh: V): V =>
  Object.fromEntries(
    Object.keys(fresh).map((field) => {
      const [mine, opened, theirs] = [typed[field], openedWith[field], fresh[field]];
      if (sameValues(mine, opened)) return [field, theirs];
      return [field, isPrimitiveList(mine) && isPrimitiveList(opened) && isPrimitiveList(theirs) ? rebasedList(mine, opened, theirs) : mine];
    }),
  ) as V;

const updatedAtOf = (record: Readonly<Record<string, unknown>> | undefined): string | undefined => (typeof record?.updatedAt === 'string' ? record.updatedAt : undefined);

/**
 * The version of the record an edit form edits, so that a save from a form opened before another user's
 * save never silently undoes it: while the form edits a record that has `updatedAt` (EditsRecordContext: an
 * editFormModal given one, or a form outside one that provides it) and its operation takes
 * `expectedUpdatedAt`, every save of that record sends the `updatedAt` the form read, and after a success
 * the one it saved (an answer that is not the record, a white label's menu lines, has none: the record is
 * read again and the form put on it). A refusal because the record changed since is said in the form
 * (`changedSince`) with Reload, which reads the record again and rebases the form on it: the fields the user
 * changed stay as typed over the fresh record. Any other form sends nothing more.
 */
export function useRecordVersion<V extends Record<string, unknown>>(operation: BridgedOperation, form: UseFormReturnType<V>, initialValues: V) {
  const edited = useEditedRecord();
  const client = useQueryClient();
  const takes = operation.kind === 'http' && takesExpectedUpdatedAt(operation.input);
  const record = takes ? edited?.record : undefined;
  // The version a save from this form last made of the record: the next save edits that one.
  const [saved, setSaved] = useState<{ of: object; updatedAt: string } | null>(null);
  const version = saved !== null && saved.of === record ? saved.updatedAt : updatedAtOf(record);
  const [refusal, setRefusal] = useState<{ message: string; input: unknown; unread: boolean } | null>(null);
  /** What a save of `input` writes, where the record is read again from (the audit log shows no record). */
  const writtenBy = (input: unknown) => changedTags(operation, input).filter((tag) => tag !== AUDIT_TAG);

  // Put on the record read again (Reload): the fresh record's values, with what the user changed kept.
  const basedOn = useRef(record);
  useEffect(() => {
    if (record === basedOn.current) return;
    basedOn.current = record;
    form.setValues(rebasedValues(form.getValues(), form.getInitialValues(), initialValues));
    form.resetDirty(initialValues);
  }, [record, form, initialValues]);

  return {
    /** The input with the version it edits, when it is the save of this record. */
    stamp: <I>(input: I): I =>
      version !== undefined && record !== undefined && (input as { _id?: unknown } | null)?._id === record._id ? { ...input, [EXPECTED_UPDATED_AT]: version } : input,
    /** Whether saves of this form name the version they edit. */
    stamps: version !== undefined,
    succeeded: (data: unknown, input: unknown) => {
      setRefusal(null);
      if (record === undefined) return;
      const updatedAt = updatedAtOf(data as Record<string, unknown> | undefined);
      if (updatedAt !== undefined) setSaved({ of: record, updatedAt });
      // An answer that is not the record: its next save edits the version this one made, which only the record read again says.
      else if (version !== undefined && edited !== null) void rereadRecord(client, writtenBy(input), record, version).then((fresh) => fresh && edited.rebase(fresh));
    },
    /**
     * True when the failure is the refusal of a record changed since: the form, `open`, says it (no toast);
     * once it is gone, a toast says it and that the save was not made.
     */
    refused: (failure: BridgeError, input: unknown, open: boolean): boolean => {
      if (!isChangedSince(failure)) return false;
      const message = changedSinceWords(failure);
      if (!open) {
        showErrorToast(new BridgeCallError({ ...failure, message: closedFormWords(message) }));
        return true;
      }
      if (record === undefined) return false;
      setRefusal({ message, input, unread: false });
      return true;
    },
    changedSince:
      refusal === null || edited === null || version === undefined
        ? null
        : {
            message: refusal.message,
            unread: refusal.unread,
            reload: async () => {
              const fresh = await rereadRecord(client, writtenBy(refusal.input), edited.record, version);
              if (fresh === undefined) {
                setRefusal({ ...refusal, unread: true });
                return false;
              }
              setRefusal(null);
              edited.rebase(fresh);
              return true;
            },
          },
  };
}
