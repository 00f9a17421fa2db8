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

/** The question in flight: main answers a place once, so two askers at the same moment share one answer. */
let asking: Promise<string | null> | undefined;

const askMain = async (): Promise<string | null> => {
  try {
    const answer = await exchange().continuity.resumePlace();
    return answer.ok && answer.data.path ? answer.data.path : null;
  } catch {
    // A bridge without it (or a failure) must never keep the user from entering.
    return null;
  }
};

/**
 * Where this window was when the user's last session ended (main answers it once), or `fallback`. A window
 * that logs in asks as its session's push arrives and as its own login answers: both get the one place.
 */
export const resumePlace = async (fallback: string): Promise<string> => {
  const question = (asking ??= askMain().finally(() => (asking = undefined)));
  return (await question) ?? fallback;
};
