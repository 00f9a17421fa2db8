import { z } from 'zod';
import { http } from './operation';

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

export const auth = {
  /** Internal: its answer carries the token, so only the main core's session calls it. */
  login: http({
    id: 'auth.login',
    http: { method: 'POST', path: '/login' },
    access: 'public',
    bridged: false,
    successStatusCode: 200,
    input: loginInputSchema,
    output: z
      .object({
        accessToken: z.string().min(1),
        userDetail: z.object({ role: z.string(), _id: z.string(), userName: z.string().optional(), name: z.string().optional() }).loose(),
      })
      .loose(),
  }),
  changePassword: http({
    id: 'auth.changePassword',
    http: { method: 'POST', path: '/change-password' },
    access: 'session',
    input: changePasswordInputSchema,
    output: z.unknown(),
  }),
};
