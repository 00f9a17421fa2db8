// Types only: the contract's schemas (and zod) stay out of the login chunk.
import type { SessionState } from '@shared/contract/session';
import { StatusAlert } from '@renderer/components/status-alert';
import { SESSION_ENDED_MESSAGES } from './auth-messages';

/** What the login screen says about the session that ended, if it ended by itself. */
export const sessionEndedText = (session: SessionState): string | undefined =>
  session.status === 'loggedOut' && session.reason !== undefined && session.reason !== 'logout'
    ? SESSION_ENDED_MESSAGES[session.reason]
    : undefined;

/**
 * A calm notice (polite, not an error) of why the console came back to the login screen. It stays until the
 * user logs in: the next session state carries no reason (a failed attempt keeps it, next to its error).
 */
export function SessionEndedNotice({ session }: { session: SessionState }) {
  const text = sessionEndedText(session);
  if (text === undefined) return null;
  return (
    <StatusAlert color="blue" variant="light" aria-label="Session ended" data-testid="session-ended-notice">
      {text}
    </StatusAlert>
  );
}
