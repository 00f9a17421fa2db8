import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { getHref, LOGIN_PATH } from '../paths';
import { useSession } from './use-session';

/**
 * What this window does when the session changes: on logout (here, in another window, at expiry or after
 * a 401) it goes to /login (the dashboard's QueryRoot forgets the previous user's data). (A token kept in memory only is told
 * by the shell's KeychainNotice.)
 */
export const useSessionEffects = (): void => {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A navigation still loading (say, to the lazily loaded dashboard) would land after the logout:
  // navigating to /login again cancels it instead of letting it remount the login form later.
  const navigating = useNavigation().state !== 'idle';
  const status = session?.status;

  useEffect(() => {
    if (status !== 'loggedOut') return;
    if (pathname !== LOGIN_PATH || navigating) void navigate(getHref('login'), { replace: true });
  }, [status, pathname, navigating, navigate]);
};
