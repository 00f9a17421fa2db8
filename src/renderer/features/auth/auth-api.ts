import type { ChangePasswordInput } from '@shared/contract/auth';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation } from '@renderer/app/query';

/*
 * Calls the bridge by name, not through its operation, on purpose: the `auth` operation object would bring
 * its other schemas along, for a mutation that invalidates nothing. Login calls the bridge itself, without
 * TanStack Query, to keep the login route small (issue 9). Logout, elsewhere, uses the kit.
 */

/** Change password shows its own error alert for 4 s (spec §8). */
export const changePasswordMutation = () =>
  bridgeMutation((input: ChangePasswordInput) => exchange().auth.changePassword(input), { errorToast: false });
