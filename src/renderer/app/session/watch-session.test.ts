import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result, type SessionState } from '@shared/contract';
import { isActiveSession, watchSession, type SessionSource } from './watch-session';

const loggedIn: SessionState = {
  status: 'loggedIn',
  user: { id: 'a1', userName: 'admin', role: 'admin' },
  permissions: { marketManagement: true },
  expiresAt: 2_000,
  tokenStorage: 'keychain',
};

const fakeSource = (answer: Promise<Result<SessionState>>) => {
  const listeners = new Set<(state: SessionState) => void>();
  const source: SessionSource = {
    getState: () => answer,
    onChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { source, push: (state: SessionState) => listeners.forEach((l) => l(state)), listeners };
};

describe('watchSession', () => {
  it('gives the current state, then every pushed change', async () => {
    const { source, push } = fakeSource(Promise.resolve(ok(loggedIn)));
    const seen = vi.fn();
    watchSession(source, seen);
    await Promise.resolve();
    push({ status: 'loggedOut', reason: 'elsewhere' });
    expect(seen.mock.calls.map(([s]) => s.status)).toEqual(['loggedIn', 'loggedOut']);
  });

  it('keeps a push that arrives before the answer to getState', async () => {
    let answer!: (result: Result<SessionState>) => void;
    const { source, push } = fakeSource(new Promise((resolve) => (answer = resolve)));
    const seen = vi.fn();
    watchSession(source, seen);
    push({ status: 'loggedOut', reason: 'expired' });
    answer(ok(loggedIn));
    await Promise.resolve();
    expect(seen.mock.calls.map(([s]) => s.status)).toEqual(['loggedOut']);
  });

  it('treats a failed or broken getState as logged out', async () => {
    const failed = vi.fn();
    watchSession(fakeSource(Promise.resolve(fail({ kind: 'internal', message: 'x' }))).source, failed);
    const broken = vi.fn();
    watchSession(fakeSource(Promise.reject(new Error('bridge down'))).source, broken);
    await vi.waitFor(() => {
      expect(failed).toHaveBeenCalledWith({ status: 'loggedOut' });
      expect(broken).toHaveBeenCalledWith({ status: 'loggedOut' });
    });
  });

  it('holds one subscription and releases it when stopped, ignoring anything later', async () => {
    const { source, push, listeners } = fakeSource(Promise.resolve(ok(loggedIn)));
    const seen = vi.fn();
    const stop = watchSession(source, seen);
    expect(listeners.size).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
    push({ status: 'loggedOut' });
    await Promise.resolve();
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('isActiveSession', () => {
  it('is true only for a logged-in session whose token has not expired', () => {
    expect(isActiveSession(loggedIn, 1_999)).toBe(true);
    expect(isActiveSession(loggedIn, 2_000)).toBe(false);
    expect(isActiveSession({ status: 'loggedOut' }, 0)).toBe(false);
    expect(isActiveSession(undefined, 0)).toBe(false);
  });
});
