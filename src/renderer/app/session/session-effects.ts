import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { getHref, LOGIN_PATH } from '../paths';
import { useSession } from './use-session';

export const MEMORY_STORAGE_WARNING =
  'No OS keychain is available: your session is kept in memory only and ends when the console closes.';

/**
 * What this window does when the session changes: on logout (here, in another window, at expiry or after
 * a 401) it forgets the previous user's data and goes to /login; the first time it sees a token that
 * lives in memory only, it tells the user once.
 */
export const useSessionEffects = (): void => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A navigation still loading (say, to the lazily loaded dashboard) would land after the logout:
  // navigating to /login again cancels it instead of letting it remount the login form later.
  const navigating = useNavigation().state !== 'idle';
  const warned = useRef(false);
  const status = session?.status;
  const memoryOnly = session?.status === 'loggedIn' && session.tokenStorage === 'memory';

  useEffect(() => {
    if (status !== 'loggedOut') return;
    queryClient.clear();
    if (pathname !== LOGIN_PATH || navigating) void navigate(getHref('login'), { replace: true });
  }, [status, pathname, navigating, queryClient, navigate]);

  useEffect(() => {
    if (!memoryOnly || warned.current) return;
    warned.current = true;
    notifications.show({
      id: 'token-storage-memory',
      title: 'Session kept in memory',
      message: MEMORY_STORAGE_WARNING,
      color: 'yellow',
      autoClose: false,
      withBorder: true,
    });
  }, [memoryOnly]);
};
