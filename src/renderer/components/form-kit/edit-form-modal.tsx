import type { ModalProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { EditsRecordContext } from './edits-record';
import { FormModal } from './form-containers';

/** What a record's add-or-edit form is given: the record to edit (none: add a new one) and how to close. */
export interface EditFormProps<Row> {
  editing: Row | undefined;
  onClose(): void;
}

/** The usual title of an add-or-edit form: "Edit sport" for a record, "Add sport" for none. */
export const addOrEditTitle = (noun: string, editing: unknown): string => (editing ? `Edit ${noun}` : `Add ${noun}`);

/**
 * A record's add-or-edit form in its FormModal, titled after what it does; the modal's props are the form's
 * and `opened`: `export const DomainFormModal = editFormModal(DomainForm, (domain) => (domain ? `Edit ${domain.name}` : 'Add domain'))`.
 * Given a record, its form's Save waits for a change (EditsRecordContext).
 */
export function editFormModal<P extends EditFormProps<unknown>>(Form: ComponentType<P>, titleOf: (editing: P['editing']) => string, size?: ModalProps['size']) {
  return function EditFormModal(props: P & { opened: boolean }) {
    return (
      <FormModal opened={props.opened} onClose={props.onClose} title={titleOf(props.editing)} size={size}>
        <EditsRecordContext.Provider value={Boolean(props.editing)}>
          <Form {...props} />
        </EditsRecordContext.Provider>
      </FormModal>
    );
  };
}
