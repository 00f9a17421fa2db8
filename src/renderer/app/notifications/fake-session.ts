import { ok, type SessionState } from '@shared/contract';
import type { SessionSource } from '../session/watch-session';

/** For tests: a window's session as the main core gives it, which a test changes as main would push it. */
export const fakeSession = (initial: SessionState) => {
  let current = initial;
  const listeners = new Set<(state: SessionState) => void>();
  const source: SessionSource = {
    getState: () => Promise.resolve(ok(current)),
    onChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (next: SessionState) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  return { source, change };
};

export const loggedInAs = (id: string): SessionState => ({
  status: 'loggedIn',
  user: { id, userName: id, role: 'admin' },
  permissions: {},
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
});
