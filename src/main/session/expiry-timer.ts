/** setTimeout's longest delay; a longer one fires at once (and warns), so long lifetimes are waited out in steps. */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

export interface ExpiryTimer {
  /** Calls `onExpired` once `now() >= expiresAt`; replaces any earlier schedule. */
  schedule(expiresAt: number): void;
  cancel(): void;
}

export function createExpiryTimer(now: () => number, onExpired: () => void): ExpiryTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (expiresAt: number) => {
    cancel();
    const delay = Math.min(Math.max(expiresAt - now(), 0), MAX_TIMER_DELAY);
    timer = setTimeout(() => {
      timer = undefined;
      if (now() >= expiresAt) onExpired();
      else schedule(expiresAt);
    }, delay);
    // The session timer alone must not keep the process alive.
    timer.unref?.();
  };

  return { schedule, cancel };
}
