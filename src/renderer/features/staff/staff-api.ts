import { staff } from '@shared/contract/staff';
import { operationMutation } from '@renderer/app/data/operations';

/** @deprecated — use useOperationMutation(staff.add). Kept for the Add Staff form until it moves onto the form kit. */
export const addStaffMutation = () => operationMutation(staff.add);

/** @deprecated — use useOperationMutation(staff.resetPassword). Kept for the Reset Password form until it moves onto the form kit. */
export const resetPasswordMutation = () => operationMutation(staff.resetPassword);
