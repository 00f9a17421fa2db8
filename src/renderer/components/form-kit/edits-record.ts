import { createContext, useContext } from 'react';

/**
 * Whether the form in a modal or drawer edits a record it was opened on (an `editFormModal` given one): its
 * Save waits for a change, since sending the record back as it was changes nothing. False for every other form.
 */
export const EditsRecordContext = createContext(false);
export const useEditsRecord = () => useContext(EditsRecordContext);
