import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useSession } from '@renderer/app/session/use-session';
import { openPendingMonitors } from '../hub/pending-monitors';

/**
 * Reopens the active workspace's monitor windows after a login or at the next start (mounted by the
 * dashboard shell). Electron's main process opens them itself; a browser opens tabs, and may block them.
 */
export function WorkspaceRestore() {
  const session = useSession();
  const userId = session?.status === 'loggedIn' && session.permissions.casinoMonitor === true ? session.user.id : undefined;
  useEffect(() => {
    if (userId === undefined) return;
    void openPendingMonitors().then((blocked) => {
      if (blocked === 0) return;
      notifications.show({
        id: 'monitors-blocked',
        color: 'yellow',
        withBorder: true,
        autoClose: false,
        title: 'Monitor windows blocked',
        message: `The browser blocked ${blocked} monitor window${blocked === 1 ? '' : 's'} of your workspace. Allow pop-ups for this console, or open them from Casino Monitor.`,
      });
    });
  }, [userId]);
  return null;
}
