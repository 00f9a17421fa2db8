/**
 * The form kit: forms of contract operations on Mantine form and the operation's zod input (issue 9 §4).
 *
 *   function SportForm({ onClose }) {
 *     const kit = useOperationForm({
 *       operation: contract.catalogue.saveSport,
 *       initialValues: { name: '' },
 *       labels: { name: 'Sport name' },          // messages read "Sport name: at most 100 characters"
 *       onSuccess: () => onClose(),
 *     });
 *     return (
 *       <OperationFormBody kit={kit} label="Add sport" onCancel={onClose}>
 *         <TextInput label="Sport name" {...kit.form.getInputProps('name')} />
 *       </OperationFormBody>
 *     );
 *   }
 *   <FormModal opened={opened} onClose={close} title="Add sport"><SportForm onClose={close} /></FormModal>
 *
 * Operations marked `idempotent` in the contract get an idempotency key per submit without more code.
 */
export { useGuardedClose } from './close-guard';
export { FormDrawer, FormModal } from './form-containers';
export { addOrEditTitle, editFormModal, type EditFormProps } from './edit-form-modal';
export { EditsRecordContext, useRereadableRecord } from './edits-record';
export { FormActions, FormLayout } from './form-layout';
export { ChangedSinceAlert, OperationFormBody } from './operation-form-body';
export { useOperationForm, type OperationForm, type OperationFormConfig } from './use-operation-form';
export { valuesOf } from './initial-values';
export { useAddOrEditForm } from './use-add-or-edit-form';
export { KeyForm, KeyFormSubmit, useKeyForm } from './key-form';
