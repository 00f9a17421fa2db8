import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type HttpOperation, type Result, type SessionState } from '@shared/contract';
import type { SettingsStore, Settings } from '../settings/settings-store';
import { MAX_TIMER_DELAY } from './expiry-timer';
import { createSessionService, type SessionServiceOptions } from './session-service';
import { makeJwt } from './test-jwt';
import { createMemoryTokenStore, withMemoryFallback, type TokenStore } from './token-store';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const tokenExpiringIn = (ms: number, sub = 'u1') => makeJwt({ sub, exp: (NOW + ms) / 1000 });
const admin = { role: 'admin', id: 'u1', userName: 'admin' };

const memorySettings = (initial: Settings = {}): SettingsStore & { data: Settings } => {
  const store = {
    data: { ...initial },
    get: <K extends keyof Settings & string>(section: K) => store.data[section],
    update: async <K extends keyof Settings & string>(section: K, value: Settings[K] | undefined) => {
      store.data = { ...store.data, [section]: value };
      if (value === undefined) delete store.data[section];
    },
  };
  return store;
};

type Answer = Result<unknown> | (() => Promise<Result<unknown>>);
const fakeClient = (answers: Record<string, Answer>) => {
  const request = vi.fn(async (op: HttpOperation, _input: unknown, _options?: { token?: string }) => {
    const answer = answers[op.id];
    if (answer === undefined) throw new Error(`unexpected call ${op.id}`);
    return typeof answer === 'function' ? answer() : answer;
  });
  return { request: request as unknown as SessionServiceOptions['client']['request'] & typeof request };
};

const loginAnswer = (token: string) => ok({ accessToken: token, userDetail: { role: 'admin', _id: 'u1', userName: 'admin' } });
const permissionsAnswer = ok({ permission: { marketManagement: true, traderManagement: false, notAKey: true, operationalLogs: true } });

const setup = (answers: Record<string, Answer>, options: { tokenStore?: TokenStore; settings?: Settings } = {}) => {
  const client = fakeClient(answers);
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const settings = memorySettings(options.settings);
  const service = createSessionService({ client, tokenStore, settings });
  const changes: SessionState[] = [];
  service.subscribe((state) => changes.push(state));
  return { client, tokenStore, settings, service, changes };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session', () => {
  it('starts logged out', () => {
    expect(setup({}).service.getState()).toEqual({ status: 'loggedOut' });
  });

  describe('login', () => {
    it('stores the token and the user, keeps only the true permission flags, and tells every listener', async () => {
      const token = tokenExpiringIn(3600_000);
      const { service, client, tokenStore, settings, changes } = setup({
        'auth.login': loginAnswer(token),
        'permissions.getTraderPermissions': permissionsAnswer,
      });
      const expected = {
        status: 'loggedIn',
        user: admin,
        permissions: { marketManagement: true, operationalLogs: true },
        expiresAt: NOW + 3600_000,
        tokenStorage: 'memory',
      };
      expect(await service.login({ userName: 'admin', password: 'pw' })).toEqual({ ok: true, data: expected });
      expect(service.getState()).toEqual(expected);
      expect(changes).toEqual([expected]);
      expect(await tokenStore.get()).toBe(token);
      expect(service.getToken()).toBe(token);
      expect(settings.data).toEqual({ session: admin });
      expect(client.request.mock.calls[1]?.slice(1)).toEqual([{ traderIs: 'admin', traderId: 'u1' }, { token }]);
    });

    it('resolves the failure unchanged, field messages included, and stores nothing', async () => {
      const failure = fail({ kind: 'unauthorized', status: 401, message: 'Wrong password', fieldErrors: { password: 'Wrong password' } });
      const { service, tokenStore, settings, changes } = setup({ 'auth.login': failure });
      expect(await service.login({ userName: 'admin', password: 'bad' })).toEqual(failure);
      expect(service.getState().status).toBe('loggedOut');
      expect(await tokenStore.get()).toBeNull();
      expect(settings.data).toEqual({});
      expect(changes).toEqual([]);
    });

    it('logs in with no permissions when they cannot be fetched', async () => {
      const { service } = setup({
        'auth.login': loginAnswer(tokenExpiringIn(60_000)),
        'permissions.getTraderPermissions': fail({ kind: 'exchange', status: 500, message: 'Down' }),
      });
      const result = await service.login({ userName: 'admin', password: 'pw' });
      expect(result).toMatchObject({ ok: true, data: { status: 'loggedIn', permissions: {} } });
    });

    it('refuses a token without an exp claim, or an already expired one', async () => {
      for (const token of [makeJwt({ sub: 'u1' }), tokenExpiringIn(-1)]) {
        const { service, tokenStore } = setup({ 'auth.login': loginAnswer(token) });
        expect(await service.login({ userName: 'admin', password: 'pw' })).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
        expect(await tokenStore.get()).toBeNull();
      }
    });

    it('says the token is in memory only when the keychain is unavailable', async () => {
      const broken: TokenStore = {
        kind: 'keychain',
        get: () => Promise.reject(new Error('no Secret Service')),
        set: () => Promise.reject(new Error('no Secret Service')),
        clear: () => Promise.reject(new Error('no Secret Service')),
      };
      const { service } = setup(
        { 'auth.login': loginAnswer(tokenExpiringIn(60_000)), 'permissions.getTraderPermissions': permissionsAnswer },
        { tokenStore: withMemoryFallback(broken, () => {}) },
      );
      const result = await service.login({ userName: 'admin', password: 'pw' });
      expect(result).toMatchObject({ ok: true, data: { status: 'loggedIn', tokenStorage: 'memory' } });
      expect(service.getToken()).toBeDefined();
    });

    it('gives up a login overtaken by a logout, leaving nothing stored', async () => {
      const asked = Promise.withResolvers<void>();
      const permissions = Promise.withResolvers<Result<unknown>>();
      const { service, tokenStore, settings } = setup({
        'auth.login': loginAnswer(tokenExpiringIn(60_000)),
        'permissions.getTraderPermissions': () => {
          asked.resolve();
          return permissions.promise;
        },
      });
      const login = service.login({ userName: 'admin', password: 'pw' });
      await asked.promise;
      await service.logout();
      permissions.resolve(permissionsAnswer);
      expect(await login).toMatchObject({ ok: false, error: { kind: 'internal' } });
      expect(service.getState().status).toBe('loggedOut');
      expect(await tokenStore.get()).toBeNull();
      expect(settings.data).toEqual({});
    });
  });

  describe('expiry', () => {
    const loggedIn = async (lifetimeMs: number) => {
      const ctx = setup({ 'auth.login': loginAnswer(tokenExpiringIn(lifetimeMs)), 'permissions.getTraderPermissions': permissionsAnswer });
      await ctx.service.login({ userName: 'admin', password: 'pw' });
      return ctx;
    };

    it('logs out when the token expires, clearing what was stored', async () => {
      const { service, changes, tokenStore, settings } = await loggedIn(60_000);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(service.getState().status).toBe('loggedIn');
      await vi.advanceTimersByTimeAsync(1);
      expect(service.getState()).toEqual({ status: 'loggedOut', reason: 'expired' });
      expect(changes.at(-1)).toEqual({ status: 'loggedOut', reason: 'expired' });
      expect(await tokenStore.get()).toBeNull();
      expect(settings.data).toEqual({});
    });

    it('waits out lifetimes longer than the longest timer delay', async () => {
      const { service } = await loggedIn(30 * 24 * 3600_000);
      await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY + 1);
      expect(service.getState().status).toBe('loggedIn');
      await vi.advanceTimersByTimeAsync(30 * 24 * 3600_000 - MAX_TIMER_DELAY - 1);
      expect(service.getState()).toEqual({ status: 'loggedOut', reason: 'expired' });
    });

    it('notices an expired session even when the timer has not fired (the machine slept)', async () => {
      const { service, changes } = await loggedIn(60_000);
      vi.setSystemTime(NOW + 61_000);
      expect(service.getToken()).toBeUndefined();
      expect(service.getState()).toEqual({ status: 'loggedOut', reason: 'expired' });
      expect(changes.at(-1)).toEqual({ status: 'loggedOut', reason: 'expired' });
    });
  });

  describe('permissions changed by an administrator', () => {
    it('reach the session after a refused call (at most every few seconds) and on the periodic read, and every listener hears of it', async () => {
      let granted: Record<string, boolean> = { marketManagement: true, operationalLogs: true };
      const token = tokenExpiringIn(3600_000);
      const { service, client, changes } = setup({ 'auth.login': loginAnswer(token), 'permissions.getTraderPermissions': async () => ok({ permission: granted }) });
      await service.login({ userName: 'admin', password: 'pw' });
      const reads = () => client.request.mock.calls.filter(([op]) => op.id === 'permissions.getTraderPermissions').length;
      expect(reads()).toBe(1);

      // Operational Logs revoked: the next call the exchange refuses makes the session read them again.
      granted = { marketManagement: true, graphicsManagement: true };
      service.handleForbidden(token);
      await vi.waitFor(() => expect(service.getState()).toMatchObject({ permissions: { marketManagement: true, graphicsManagement: true } }));
      expect(changes.at(-1)).toMatchObject({ status: 'loggedIn', permissions: { marketManagement: true, graphicsManagement: true } });
      expect((service.getState() as { permissions: Record<string, true> }).permissions).not.toHaveProperty('operationalLogs');
      // More refusals within 5 s: one more read, owed until the 5 s are over (not dropped).
      service.handleForbidden(token);
      service.handleForbidden(token);
      expect(reads()).toBe(2);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(reads()).toBe(3);
      // An answer to an older token is not this session's, even long after.
      await vi.advanceTimersByTimeAsync(5_001);
      service.handleForbidden('an-older-token');
      await vi.advanceTimersByTimeAsync(5_001);
      expect(reads()).toBe(3);

      // A grant with no refusal to announce it arrives with the periodic read; an unchanged read tells nobody.
      granted = { marketManagement: true, graphicsManagement: true, operationalLogs: true };
      await vi.advanceTimersByTimeAsync(60_000);
      expect(service.getState()).toMatchObject({ permissions: { operationalLogs: true } });
      const heard = changes.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(changes.length).toBe(heard);
      expect(reads()).toBe(5);
    });

    it('reads one at a time, so an older answer never lands last, and drops an answer once the session changed', async () => {
      const token = tokenExpiringIn(3600_000);
      let answer: (value: Result<unknown>) => void = () => {};
      let calls = 0;
      const { service } = setup({
        'auth.login': loginAnswer(token),
        'permissions.getTraderPermissions': () => {
          calls += 1;
          // The login's own read answers at once; the next one waits until the test answers it.
          return calls === 1 ? Promise.resolve(permissionsAnswer) : new Promise((resolve) => (answer = resolve));
        },
      });
      await service.login({ userName: 'admin', password: 'pw' });
      const first = service.refreshPermissions();
      const second = service.refreshPermissions();
      expect(calls).toBe(2);
      await service.logout();
      answer(ok({ permission: { graphicsManagement: true } }));
      await Promise.all([first, second]);
      expect(service.getState()).toEqual({ status: 'loggedOut', reason: 'logout' });
    });
  });

  describe('logout', () => {
    it('clears the token, the stored user and the permissions, and tells every listener', async () => {
      const { service, tokenStore, settings, changes } = setup({
        'auth.login': loginAnswer(tokenExpiringIn(60_000)),
        'permissions.getTraderPermissions': permissionsAnswer,
      });
      await service.login({ userName: 'admin', password: 'pw' });
      expect(await service.logout()).toEqual({ status: 'loggedOut', reason: 'logout' });
      expect(changes.at(-1)).toEqual({ status: 'loggedOut', reason: 'logout' });
      expect(service.getToken()).toBeUndefined();
      expect(await tokenStore.get()).toBeNull();
      expect(settings.data).toEqual({});
      // No expiry timer is left to fire later.
      expect(vi.getTimerCount()).toBe(0);
    });

    it('logs out on a 401 to the current token, but not to an older one', async () => {
      const token = tokenExpiringIn(60_000);
      const { service, changes } = setup({ 'auth.login': loginAnswer(token), 'permissions.getTraderPermissions': permissionsAnswer });
      await service.login({ userName: 'admin', password: 'pw' });
      service.handleUnauthorized('an-older-token');
      expect(service.isLoggedIn()).toBe(true);
      service.handleUnauthorized(token);
      expect(service.getState()).toEqual({ status: 'loggedOut', reason: 'unauthorized' });
      expect(changes.at(-1)).toEqual({ status: 'loggedOut', reason: 'unauthorized' });
    });

    it('stops telling a listener that unsubscribed', async () => {
      const { service } = setup({ 'auth.login': loginAnswer(tokenExpiringIn(60_000)), 'permissions.getTraderPermissions': permissionsAnswer });
      const listener = vi.fn();
      const unsubscribe = service.subscribe(listener);
      unsubscribe();
      await service.login({ userName: 'admin', password: 'pw' });
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('restore at start', () => {
    const stored = async (token: string | null, settings: Settings, answers: Record<string, Answer>) => {
      const tokenStore = createMemoryTokenStore();
      if (token) await tokenStore.set(token);
      const ctx = setup(answers, { tokenStore, settings });
      return { ...ctx, state: await ctx.service.restore() };
    };

    it('resumes a stored, unexpired session and fetches its permissions with the stored role and id', async () => {
      const token = tokenExpiringIn(60_000);
      const { state, client, service } = await stored(token, { session: admin }, { 'permissions.getTraderPermissions': permissionsAnswer });
      expect(state).toEqual({
        status: 'loggedIn',
        user: admin,
        permissions: { marketManagement: true, operationalLogs: true },
        expiresAt: NOW + 60_000,
        tokenStorage: 'memory',
      });
      expect(client.request.mock.calls[0]?.slice(1)).toEqual([{ traderIs: 'admin', traderId: 'u1' }, { token }]);
      expect(service.getToken()).toBe(token);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(service.getState()).toEqual({ status: 'loggedOut', reason: 'expired' });
    });

    it('resumes with no permissions when they cannot be fetched', async () => {
      const { state } = await stored(tokenExpiringIn(60_000), { session: admin }, {
        'permissions.getTraderPermissions': fail({ kind: 'network', message: 'x' }),
      });
      expect(state).toMatchObject({ status: 'loggedIn', permissions: {} });
    });

    it('clears a session whose token the exchange answers with 401', async () => {
      const { state, tokenStore, settings } = await stored(tokenExpiringIn(60_000), { session: admin }, {
        'permissions.getTraderPermissions': fail({ kind: 'unauthorized', status: 401, message: 'x' }),
      });
      expect(state).toEqual({ status: 'loggedOut' });
      expect(await tokenStore.get()).toBeNull();
      expect(settings.data).toEqual({});
    });

    it.each([
      ['an expired token', tokenExpiringIn(-1000), { session: admin }],
      ['a token without its user', tokenExpiringIn(60_000), {}],
      ['a user without a token', null, { session: admin }],
      ['an unreadable token', 'opaque', { session: admin }],
    ])('clears %s without calling the exchange', async (_case, token, settingsData) => {
      const { state, tokenStore, settings, client, changes } = await stored(token, settingsData, {});
      expect(state).toEqual({ status: 'loggedOut' });
      expect(await tokenStore.get()).toBeNull();
      expect(settings.data).toEqual({});
      expect(client.request).not.toHaveBeenCalled();
      expect(changes).toEqual([]);
    });
  });
});
