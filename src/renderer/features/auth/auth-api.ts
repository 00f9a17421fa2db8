import type { ChangePasswordInput, LoginInput } from '@shared/contract/auth';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation } from '@renderer/app/query';

/*
 * These two call the bridge by name, not through their operations, on purpose: this module is on the login
 * route, and the `auth`/`session` operation objects would bring their other schemas (and the zod code they
 * use) into it, about 1.4 KB gzipped, for mutations that invalidate nothing. Logout, elsewhere, uses the kit.
 */

/** Login shows its own failure text for 2 s (spec §8), so the central toast stays out of it. */
export const loginMutation = () => bridgeMutation((input: LoginInput) => exchange().session.login(input), { errorToast: false });

/** Change password shows its own error alert for 4 s (spec §8). */
export const changePasswordMutation = () =>
  bridgeMutation((input: ChangePasswordInput) => exchange().auth.changePassword(input), { errorToast: false });
