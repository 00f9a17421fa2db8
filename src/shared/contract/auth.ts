import { z } from 'zod';
import { area, http } from './operation';

export const MIN_PASSWORD_LENGTH = 6;

export const loginInputSchema = z.strictObject({
  userName: z.string().trim().min(1, 'Username is required.').max(100),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const changePasswordInputSchema = z.strictObject({
  oldPassword: z.string().min(1, 'Old Password is required.').max(200),
  newPassword: z
    .string()
    .min(1, 'New Password is required.')
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long.')
    .max(200),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const auth = area('auth', {
  /** Internal: its answer carries the token, so only the main core's session calls it. */
  login: http({
    http: { method: 'POST', path: '/login' },
    access: 'public',
    bridged: false,
    successStatusCode: 200,
    spec: ['known.login'],
    writes: [],
    input: loginInputSchema,
    output: z
      .object({
        accessToken: z.string().min(1),
        userDetail: z.object({ role: z.string(), _id: z.string(), userName: z.string().optional(), name: z.string().optional() }).loose(),
      })
      .loose(),
  }),
  /** Nothing any screen shows changes (the account's other sessions end). */
  changePassword: http({
    http: { method: 'POST', path: '/change-password' },
    access: 'session',
    spec: ['known.changePassword'],
    writes: [],
    input: changePasswordInputSchema,
    output: z.unknown(),
  }),
});
