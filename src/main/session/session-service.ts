import {
  contract,
  fail,
  ok,
  type LOGOUT_REASONS,
  type LoggedInState,
  type LoginInput,
  type OtpStep,
  type Result,
  type SessionState,
  type SessionUser,
} from '@shared/contract';
import type { z } from 'zod';
import type { loginTokenSchema } from '@shared/contract/auth';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { keepGranted } from '@shared/permissions';
import type { ExchangeClient } from '../http/exchange-client';
import type { SettingsStore } from '../settings/settings-store';
import { createExpiryTimer } from './expiry-timer';
import { jwtExpiresAt } from './jwt';
import type { TokenStore } from './token-store';

type LoginToken = z.output<typeof loginTokenSchema>;

export type LogoutReason = (typeof LOGOUT_REASONS)[number];
export type SessionListener = (state: SessionState) => void;

export interface SessionServiceOptions {
  client: Pick<ExchangeClient, 'request'>;
  tokenStore: TokenStore;
  settings: SettingsStore;
  now?: () => number;
  log?: (line: string) => void;
  /** How often a signed-in user's permissions are read again (default PERMISSIONS_REFRESH_MS; 0: never). */
  permissionsRefreshMs?: number;
}

/** Permissions granted or revoked by an administrator reach a signed-in user's windows within a minute. */
export const PERMISSIONS_REFRESH_MS = 60_000;
/** After a 403, permissions are read again at most this often (a screen may fail several calls at once). */
export const FORBIDDEN_REFRESH_GAP_MS = 5_000;

const sameFlags = (a: LoggedInState['permissions'], b: LoggedInState['permissions']): boolean => {
  const on = (flags: LoggedInState['permissions']) => Object.keys(flags).filter((key) => flags[key as keyof typeof flags] === true).sort().join();
  return on(a) === on(b);
};

export interface SessionService {
  /** The current state; an expired session found here is logged out on the spot (timers sleep with the machine). */
  getState(): SessionState;
  isLoggedIn(): boolean;
  /** For the exchange client only: never leaves the main process. */
  getToken(): string | undefined;
  /**
   * Resolves the login's error unchanged (with its field messages) when it fails. An account with a
   * second factor answers `otpRequired`: the challenge stays here until verifyOtp or cancelOtp.
   */
  login(input: LoginInput): Promise<Result<SessionState | OtpStep>>;
  /** The authenticator's code for the pending challenge; a wrong code leaves it pending. */
  verifyOtp(code: string): Promise<Result<SessionState>>;
  /** Drops the pending challenge (the login screen's way back). */
  cancelOtp(): SessionState;
  logout(reason?: LogoutReason): Promise<SessionState>;
  /** At start: a stored, unexpired session is resumed, anything less is cleared. */
  restore(): Promise<SessionState>;
  /** The client saw a 401 answer to a request made with `tokenUsed`. */
  handleUnauthorized(tokenUsed: string): void;
  /**
   * The client saw a 403 answer to a request made with `tokenUsed`: an administrator may have changed this
   * user's permissions, so they are read again (at most every few seconds) and every window re-evaluated.
   */
  handleForbidden(tokenUsed: string): void;
  /** Reads the signed-in user's permissions again; a change reaches every window (spec §6). */
  refreshPermissions(): Promise<void>;
  subscribe(listener: SessionListener): () => void;
  dispose(): void;
}

const LOGGED_OUT: SessionState = { status: 'loggedOut' };

interface PendingOtp {
  readonly otpToken: string;
  readonly userName: string;
  readonly expiresAt: number;
}

const isChallenge = (data: unknown): data is { otpToken: string; expiresInSeconds: number } => (data as { otpRequired?: unknown }).otpRequired === true;

export const OTP_EXPIRED_MESSAGE = 'The code request has expired. Go back and log in again.';

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { client, tokenStore, settings } = options;
  const now = options.now ?? Date.now;
  const refreshEveryMs = options.permissionsRefreshMs ?? PERMISSIONS_REFRESH_MS;
  const log = options.log ?? (() => {});
  const listeners = new Set<SessionListener>();
  let state: SessionState = LOGGED_OUT;
  let token: string | undefined;
  // A login waiting for its second factor: the exchange's challenge never leaves main.
  let pendingOtp: PendingOtp | undefined;
  // Bumped by every login, restore and logout: an operation that finds it changed after an await was overtaken.
  let generation = 0;
  // Keychain and settings writes run one at a time, in order, so a logout's clear never lands before a login's write.
  let storage: Promise<void> = Promise.resolve();
  const expiry = createExpiryTimer(now, () => void endSession('expired'));

  const persist = (work: () => Promise<void>): Promise<void> => {
    storage = storage.then(work).catch((error: unknown) => log(`session: could not write the session (${(error as Error).message})`));
    return storage;
  };
  const clearStorage = async () => {
    await tokenStore.clear();
    await settings.update('session', undefined);
  };

  const emit = () => {
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        log(`session: a listener failed (${(error as Error).message})`);
      }
    }
  };

  const endSession = (reason?: LogoutReason): Promise<void> => {
    const wasLoggedIn = state.status === 'loggedIn';
    generation += 1;
    pendingOtp = undefined;
    expiry.cancel();
    stopRefreshing();
    token = undefined;
    state = reason === undefined ? LOGGED_OUT : { status: 'loggedOut', reason };
    if (wasLoggedIn) emit();
    return persist(clearStorage);
  };

  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  // A read owed after a refusal that came within the gap: one, when the gap ends.
  let owedRead: ReturnType<typeof setTimeout> | undefined;
  let lastForbiddenRefresh = -Infinity;
  // One read at a time: a later answer never lands before an earlier one and undoes it.
  let reading: Promise<void> | undefined;
  const stopRefreshing = () => {
    if (refreshTimer !== undefined) clearInterval(refreshTimer);
    if (owedRead !== undefined) clearTimeout(owedRead);
    refreshTimer = owedRead = undefined;
  };

  const start = (user: SessionUser, accessToken: string, expiresAt: number, permissions: LoggedInState['permissions']) => {
    token = accessToken;
    state = { status: 'loggedIn', user, permissions, expiresAt, tokenStorage: tokenStore.kind };
    expiry.schedule(expiresAt);
    stopRefreshing();
    if (refreshEveryMs > 0) {
      refreshTimer = setInterval(() => void refreshPermissions(), refreshEveryMs);
      refreshTimer.unref?.();
    }
    emit();
  };

  /** A failed read keeps the permissions the user has (a 401 ends the session through the client). */
  const readPermissions = async (): Promise<void> => {
    checkExpiry();
    if (state.status !== 'loggedIn' || token === undefined) return;
    const [attempt, user, tokenUsed] = [generation, state.user, token];
    const answer = await client.request(contract.permissions.getTraderPermissions, { traderIs: user.role, traderId: user.id }, { token: tokenUsed });
    // Only for the session that asked: not after a logout, another login or a new token.
    if (!answer.ok || attempt !== generation || tokenUsed !== token || state.status !== 'loggedIn') return;
    const permissions = keepGranted(answer.data.permission) as LoggedInState['permissions'];
    if (sameFlags(permissions, state.permissions)) return;
    log('session: the permissions changed; every window follows');
    state = { ...state, permissions };
    emit();
  };
  const refreshPermissions = (): Promise<void> => {
    reading ??= readPermissions().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  /** Spec §6: a failure means no permissions and no message. */
  const fetchPermissions = async (user: SessionUser, accessToken: string) => {
    const answer = await client.request(
      contract.permissions.getTraderPermissions,
      { traderIs: user.role, traderId: user.id },
      { token: accessToken },
    );
    if (!answer.ok) log(`session: permissions not loaded (${answer.error.kind}); continuing with none`);
    return {
      unauthorized: !answer.ok && answer.error.kind === 'unauthorized',
      permissions: (answer.ok ? keepGranted(answer.data.permission) : {}) as LoggedInState['permissions'],
    };
  };

  const checkExpiry = () => {
    if (state.status === 'loggedIn' && now() >= state.expiresAt) void endSession('expired');
  };

  const overtaken = (): Result<never> => {
    log('session: a login was overtaken by another login or a logout');
    return fail({ kind: 'internal', message: FALLBACK_ERROR_MESSAGE });
  };

  /** A login's (or its second factor's) token: stored, permissions fetched, the session started. */
  const startWithToken = async (attempt: number, { accessToken, userDetail }: LoginToken, userName: string): Promise<Result<SessionState>> => {
    const expiresAt = jwtExpiresAt(accessToken);
    if (expiresAt === null || expiresAt <= now()) {
      log(`session: the exchange issued a token ${expiresAt === null ? 'without a readable exp claim' : 'that is already expired'}`);
      return fail({ kind: 'invalid-response', message: FALLBACK_ERROR_MESSAGE });
    }
    const user: SessionUser = { id: userDetail._id, role: userDetail.role, userName: userDetail.userName ?? userName };
    await persist(async () => {
      if (attempt !== generation) return;
      await tokenStore.set(accessToken);
      await settings.update('session', user);
    });
    const { permissions } = await fetchPermissions(user, accessToken);
    if (attempt !== generation) return overtaken();
    start(user, accessToken, expiresAt, permissions);
    return ok(state);
  };

  return {
    getState() {
      checkExpiry();
      return state;
    },
    isLoggedIn() {
      checkExpiry();
      return state.status === 'loggedIn';
    },
    getToken() {
      checkExpiry();
      return token;
    },

    async login(input) {
      const attempt = ++generation;
      pendingOtp = undefined;
      const answer = await client.request(contract.auth.login, input);
      if (!answer.ok) return answer;
      if (attempt !== generation) return overtaken();
      if (isChallenge(answer.data)) {
        pendingOtp = { otpToken: answer.data.otpToken, userName: input.userName, expiresAt: now() + answer.data.expiresInSeconds * 1000 };
        return ok({ status: 'otpRequired', userName: input.userName, expiresAt: pendingOtp.expiresAt });
      }
      return startWithToken(attempt, answer.data as LoginToken, input.userName);
    },

    async verifyOtp(code) {
      const pending = pendingOtp;
      if (!pending || now() >= pending.expiresAt) {
        pendingOtp = undefined;
        return fail({ kind: 'invalid-input', message: OTP_EXPIRED_MESSAGE });
      }
      const attempt = ++generation;
      const answer = await client.request(contract.authExtras.verifyOtp, { otpToken: pending.otpToken, code });
      if (!answer.ok) {
        // The exchange closed the challenge (too many tries, expired): only a new login helps.
        if (answer.error.status === 410) pendingOtp = undefined;
        return answer;
      }
      if (attempt !== generation) return overtaken();
      pendingOtp = undefined;
      return startWithToken(attempt, answer.data, pending.userName);
    },

    cancelOtp() {
      pendingOtp = undefined;
      return state;
    },

    async logout(reason = 'logout') {
      await endSession(reason);
      return state;
    },

    async restore() {
      const attempt = ++generation;
      await storage;
      const [storedToken, user] = [await tokenStore.get(), settings.get('session')];
      const expiresAt = storedToken ? jwtExpiresAt(storedToken) : null;
      if (attempt !== generation) return state;
      if (!storedToken || !user || expiresAt === null || expiresAt <= now()) {
        if (storedToken || user) {
          log('session: cleared a stored session that was partial or expired');
          await endSession();
        }
        return state;
      }
      const { unauthorized, permissions } = await fetchPermissions(user, storedToken);
      if (attempt !== generation) return state;
      // A 401 here means the exchange no longer accepts the token (spec §4: a 401 logs out).
      if (unauthorized) await endSession();
      else start(user, storedToken, expiresAt, permissions);
      return state;
    },

    handleUnauthorized(tokenUsed) {
      if (state.status === 'loggedIn' && token !== undefined && tokenUsed === token) void endSession('unauthorized');
    },

    handleForbidden(tokenUsed) {
      if (state.status !== 'loggedIn' || tokenUsed !== token || owedRead !== undefined) return;
      const wait = lastForbiddenRefresh + FORBIDDEN_REFRESH_GAP_MS - now();
      const read = () => {
        owedRead = undefined;
        lastForbiddenRefresh = now();
        void refreshPermissions();
      };
      // Within the gap the read is owed, not dropped: a permission revoked just after the last one still arrives.
      if (wait <= 0) read();
      else owedRead = setTimeout(read, wait);
    },

    refreshPermissions,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    dispose() {
      generation += 1;
      expiry.cancel();
      stopRefreshing();
      listeners.clear();
    },
  };
}
