/** The form kit: operation forms on Mantine form and the contract's zod schemas (issue 9 §4). */
export { useGuardedClose } from './close-guard';
export { FormDrawer, FormModal } from './form-containers';
export { FormActions, FormLayout } from './form-layout';
export { OperationFormBody } from './operation-form-body';
export { useOperationForm, type OperationForm, type OperationFormConfig } from './use-operation-form';
