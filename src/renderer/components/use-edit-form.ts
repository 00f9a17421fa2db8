import { useCallback, useState } from 'react';

/** The state of a list's add-or-edit form: which row is in it (none: a new one), or closed. */
export function useEditForm<Row>() {
  const [form, setForm] = useState<{ editing: Row | undefined } | null>(null);
  // Stable: table columns built once call it.
  const edit = useCallback((editing: Row) => setForm({ editing }), []);
  const closeForm = () => setForm(null);
  return {
    form,
    add: () => setForm({ editing: undefined }),
    edit,
    closeForm,
    /** The props of the list's add-or-edit modal (an editFormModal): open while a row, or none, is in the form. */
    formModal: { opened: form !== null, editing: form?.editing, onClose: closeForm },
  };
}
