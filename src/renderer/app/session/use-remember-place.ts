import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { exchange } from '../exchange';

/**
 * Tells main where this window is (path and query), so that after a session ends and the same user logs in
 * again the window goes back there rather than to the dashboard (issue 18).
 */
export const useRememberPlace = (): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void exchange().continuity.rememberPlace({ path: `${pathname}${search}` });
  }, [pathname, search]);
};

/** Where this window was when the user's last session ended (once), or the dashboard. */
export const resumePlace = async (fallback: string): Promise<string> => {
  try {
    const answer = await exchange().continuity.resumePlace();
    return answer.ok && answer.data.path ? answer.data.path : fallback;
  } catch {
    // A bridge without it (or a failure) must never keep the user from entering.
    return fallback;
  }
};
