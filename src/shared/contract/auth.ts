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

/** A login's token and who it belongs to (the answer of a login, or of its second factor). */
export const loginTokenSchema = z
  .object({
    accessToken: z.string().min(1),
    userDetail: z.object({ role: z.string(), _id: z.string(), userName: z.string().optional(), name: z.string().optional() }).loose(),
  })
  .loose();

/**
 * The password was right and the account asks for a second factor: no token yet, a short-lived challenge
 * to send back with the authenticator's code (authExtras.verifyOtp).
 */
export const otpChallengeSchema = z.object({ otpRequired: z.literal(true), otpToken: z.string().min(16).max(200), expiresInSeconds: z.number().int().positive() }).loose();

export const OTP_CODE = /^\d{6}$/;
export const otpCodeSchema = z.string().trim().regex(OTP_CODE, 'Code: the 6 digits your authenticator app shows.');

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
    output: z.union([loginTokenSchema, otpChallengeSchema]),
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
