import { Alert } from '@mantine/core';
import { useDisplayPreferences } from '../display/use-display-preferences';
import { useSession } from '../session/use-session';

export const MEMORY_STORAGE_WARNING =
  'No OS keychain is available: your session is kept in memory only and ends when the console closes.';

/**
 * Told once: dismissed, it stays gone in every window, after a reload and the next time (a display
 * preference of the user, kept by main). It sits in the shell's flow rather than as a floating toast: a
 * notice that floats would sit over the buttons of the screen below it for as long as it stays open.
 */
export function KeychainNotice() {
  const session = useSession();
  const { preferences, save } = useDisplayPreferences();
  const dismissed = preferences.keychainNoticeDismissed === true;
  const memoryOnly = session?.status === 'loggedIn' && session.tokenStorage === 'memory';
  if (!memoryOnly || dismissed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Session kept in memory"
      withCloseButton
      closeButtonLabel="Dismiss the keychain notice"
      onClose={() => void save({ keychainNoticeDismissed: true })}
      mb="md"
      data-testid="keychain-notice"
    >
      {MEMORY_STORAGE_WARNING}
    </Alert>
  );
}
