import { auth } from '@shared/contract/auth';
import { session } from '@shared/contract/session';
import { operationMutation } from '@renderer/app/data/operations';

/**
 * @deprecated — use useOperationMutation(session.login, { errorToast: false }). Kept for the login form
 * until it moves onto the form kit. Login shows its own failure text for 2 s (spec §8).
 */
export const loginMutation = () => operationMutation(session.login, { errorToast: false });

/**
 * @deprecated — use useOperationMutation(auth.changePassword, { errorToast: false }). Kept for the
 * Change Password form until it moves onto the form kit; it shows its own error alert for 4 s (spec §8).
 */
export const changePasswordMutation = () => operationMutation(auth.changePassword, { errorToast: false });
