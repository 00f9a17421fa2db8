import type { Result, SessionState } from '@shared/contract';

type Unsubscribe = () => void;

export interface SessionSource {
  getState(): Promise<Result<SessionState>>;
  onChanged(listener: (state: SessionState) => void): Unsubscribe;
}

const LOGGED_OUT: SessionState = { status: 'loggedOut' };

/**
 * Feeds `onState` with the session: first the current state, then every change the main core pushes.
 * Subscribes before asking, so no change can fall between the two; a push that arrives before the
 * answer wins (it is at least as new). One subscription; the returned function ends it.
 */
export const watchSession = (source: SessionSource, onState: (state: SessionState) => void): Unsubscribe => {
  let active = true;
  let pushed = false;
  const unsubscribe = source.onChanged((state) => {
    pushed = true;
    if (active) onState(state);
  });
  const settle = (state: SessionState) => {
    if (active && !pushed) onState(state);
  };
  source.getState().then(
    (result) => settle(result.ok ? result.data : LOGGED_OUT),
    () => settle(LOGGED_OUT),
  );
  return () => {
    active = false;
    unsubscribe();
  };
};

/** Logged in and the token's exp still ahead (spec §2: only then does login go straight to the dashboard). */
export const isActiveSession = (state: SessionState | undefined, now: number): boolean =>
  state?.status === 'loggedIn' && state.expiresAt > now;
