import { Alert } from '@mantine/core';
import { atom, useAtom } from 'jotai';
import { useSession } from '../session/use-session';

export const MEMORY_STORAGE_WARNING =
  'No OS keychain is available: your session is kept in memory only and ends when the console closes.';

/** Dismissed once, gone for the life of this window: the user is told once. */
const dismissedAtom = atom(false);

/**
 * Told once, in the shell's flow rather than as a floating toast: a notice that floats would sit over
 * the buttons of the screen below it for as long as it stays open.
 */
export function KeychainNotice() {
  const session = useSession();
  const [dismissed, setDismissed] = useAtom(dismissedAtom);
  const memoryOnly = session?.status === 'loggedIn' && session.tokenStorage === 'memory';
  if (!memoryOnly || dismissed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Session kept in memory"
      withCloseButton
      closeButtonLabel="Dismiss the keychain notice"
      onClose={() => setDismissed(true)}
      mb="md"
      data-testid="keychain-notice"
    >
      {MEMORY_STORAGE_WARNING}
    </Alert>
  );
}
