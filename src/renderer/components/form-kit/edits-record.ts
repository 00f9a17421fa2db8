import { createContext, useContext } from 'react';

/** The record an edit form was opened on, as it reads it now (after a Reload, the record read again). */
export interface EditedRecord {
  readonly record: Readonly<Record<string, unknown>>;
  /** Puts the form on the record read again: its modal gives it to the form as `editing` from now on. */
  readonly rebase: (record: Readonly<Record<string, unknown>>) => void;
}

/**
 * The record the form in a modal or drawer edits (an `editFormModal` given one): its Save waits for a change,
 * since sending the record back as it was changes nothing, and its save says which version of the record it
 * edits (see useRecordVersion). None for every other form.
 */
export const EditsRecordContext = createContext<EditedRecord | null>(null);
export const useEditedRecord = () => useContext(EditsRecordContext);
export const useEditsRecord = () => useEditedRecord() !== null;
