import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useNow } from '@renderer/lib/use-now';
import { useSession } from './use-session';

/** How long before the token expires the warning shows. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

/** "4:05": minutes and seconds left. */
export const timeLeft = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The warning a few minutes before the session ends (issue 18): the exchange's token cannot be renewed,
 * so the user is told in time, with the time left, that they will log in again and that open forms are kept.
 */
export function ExpiryWarning() {
  const session = useSession();
  const now = useNow(1_000);
  if (session?.status !== 'loggedIn') return null;
  const left = session.expiresAt - now;
  if (left > EXPIRY_WARNING_MS || left <= 0) return null;
  return (
    // An alert: it is time-critical, and a polite region mounted already holding its text is often not read.
    <Alert
      color="orange"
      variant="light"
      icon={<IconClockExclamation size={18} aria-hidden="true" />}
      // The warning is announced once; the countdown ticking every second inside it is not.
      title={
        <>
          Your session ends in <span aria-live="off">{timeLeft(left)}</span>
        </>
      }
      mb="sm"
      py={6}
    >
      You will be asked to log in again. Forms you have open are kept and offered back, except passwords.
    </Alert>
  );
}
