import { useAtomValue } from 'jotai';
import type { SessionState } from '@shared/contract/session';
import { flagsGrant, type Operation } from '@shared/contract/operation';
import { sessionAtom } from '../session/session-atoms';

/** The role the exchange treats as holding every flag (the demo's `isAdmin`). */
export const ADMIN_ROLE = 'admin';

/**
 * May this session call `op`, as its declared `access` says? Mirrors the exchange's check, so a button
 * the exchange would refuse is never offered; hiding is convenience only, the exchange still enforces it.
 * Local operations (session, windows) are the main core's own and need only the window.
 */
export const mayCall = (session: SessionState | undefined, op: Operation): boolean => {
  if (op.kind === 'local' || op.access === 'public') return true;
  if (session?.status !== 'loggedIn') return false;
  if (session.user.role === ADMIN_ROLE) return true;
  if (op.adminOnly) return false;
  return flagsGrant(op.access, (flag) => session.permissions[flag] === true);
};

/** `mayCall` for the current session; re-renders when the session or its permissions change. */
export const useCanCall = (op: Operation): boolean => mayCall(useAtomValue(sessionAtom), op);

/** `mayCall` for the current session as a test of any operation: for a list of things each gated by its own. */
export const useMayCall = (): ((op: Operation) => boolean) => {
  const session = useAtomValue(sessionAtom);
  return (op) => mayCall(session, op);
};
