import { createContext, useContext, useMemo, useState } from 'react';

/** The record an edit form was opened on, as it reads it now (after a Reload, the record read again). */
export interface EditedRecord {
  readonly record: Readonly<Record<string, unknown>>;
  /** Puts the form on the record read again: its modal gives it to the form as `editing` from now on. */
  readonly rebase: (record: Readonly<Record<string, unknown>>) => void;
}

/**
 * The record the form edits (an `editFormModal` given one, or an edit form outside one that provides it, see
 * useRereadableRecord): its Save waits for a change, since sending the record back as it was changes nothing,
 * and its save says which version of the record it edits (see useRecordVersion). None for every other form.
 */
export const EditsRecordContext = createContext<EditedRecord | null>(null);
export const useEditedRecord = () => useContext(EditsRecordContext);
export const useEditsRecord = () => useEditedRecord() !== null;

/**
 * The record a form edits, held as it was given (`given`: the row the user opened, kept until another is
 * given) or, after a Reload, as read again: `editing` is the record the form is put on, `edited` what
 * EditsRecordContext gives it (none without a record), `forget` drops the record read again (the form
 * closed: the next opening starts from its own). For editFormModal, and for an edit form outside one:
 *
 *   const { editing, edited } = useRereadableRecord(variable);
 *   <EditsRecordContext.Provider value={edited}><VariableEditor editing={editing} /></EditsRecordContext.Provider>
 */
export function useRereadableRecord<R>(given: R | undefined) {
  const [reread, setReread] = useState<{ of: R | undefined; record: R } | null>(null);
  const editing = reread !== null && reread.of === given ? reread.record : given;
  const edited = useMemo<EditedRecord | null>(
    () => (editing ? { record: editing as EditedRecord['record'], rebase: (record) => setReread({ of: given, record: record as R }) } : null),
    [editing, given],
  );
  return { editing, edited, forget: () => setReread(null) };
}
