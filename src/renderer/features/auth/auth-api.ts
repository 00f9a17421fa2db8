import type { ChangePasswordInput, LoginInput } from '@shared/contract';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation } from '@renderer/app/query';

/** Login shows its own failure text for 2 s (spec §8), so the central toast stays out of it. */
export const loginMutation = () => bridgeMutation((input: LoginInput) => exchange().session.login(input), { errorToast: false });

export const logoutMutation = () => bridgeMutation((_: void) => exchange().session.logout());

/** Change password shows its own error alert for 4 s (spec §8). */
export const changePasswordMutation = () =>
  bridgeMutation((input: ChangePasswordInput) => exchange().auth.changePassword(input), { errorToast: false });
