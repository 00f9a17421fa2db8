import { z } from 'zod';
import { area, local, stream } from './operation';
import { loginInputSchema, otpCodeSchema } from './auth';

export const sessionUserSchema = z.object({ id: z.string(), userName: z.string(), role: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const LOGOUT_REASONS = ['logout', 'expired', 'unauthorized', 'elsewhere'] as const;

export const sessionStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('loggedOut'), reason: z.enum(LOGOUT_REASONS).optional() }),
  z.object({
    status: z.literal('loggedIn'),
    user: sessionUserSchema,
    /** Only true flags are kept (spec §6). */
    permissions: z.record(z.string(), z.literal(true)),
    /** Milliseconds since the epoch, from the token's exp claim. */
    expiresAt: z.number(),
    /** 'memory' when no OS keychain could be reached: the token is lost when the console closes. */
    tokenStorage: z.enum(['keychain', 'memory']),
  }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;
export type LoggedInState = Extract<SessionState, { status: 'loggedIn' }>;

/**
 * What a login answers when the account has a second factor: enter the code (session.verifyOtp) or go
 * back (session.cancelOtp). The challenge itself stays in main.
 */
export const otpStepSchema = z.object({ status: z.literal('otpRequired'), userName: z.string(), expiresAt: z.number() });
export type OtpStep = z.infer<typeof otpStepSchema>;

/** Served by the main core: the renderer never sees the token. */
export const session = area('session', {
  login: local({ input: loginInputSchema, output: z.union([sessionStateSchema, otpStepSchema]) }),
  /** The second factor of the login that answered otpRequired. */
  verifyOtp: local({ input: z.strictObject({ code: otpCodeSchema }), output: sessionStateSchema }),
  /** Back to the login form: the pending challenge is dropped. */
  cancelOtp: local({ input: z.undefined(), output: sessionStateSchema }),
  logout: local({ input: z.undefined(), output: sessionStateSchema }),
  getState: local({ input: z.undefined(), output: sessionStateSchema }),
});

export const sessionEvents = {
  changed: stream({ id: 'session.changed', payload: sessionStateSchema }),
};
