import { z } from 'zod';
import { area, local, stream } from './operation';
import { loginInputSchema } from './auth';

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

/** Served by the main core: the renderer never sees the token. */
export const session = area('session', {
  login: local({ input: loginInputSchema, output: sessionStateSchema }),
  logout: local({ input: z.undefined(), output: sessionStateSchema }),
  getState: local({ input: z.undefined(), output: sessionStateSchema }),
});

export const sessionEvents = {
  changed: stream({ id: 'session.changed', payload: sessionStateSchema }),
};
