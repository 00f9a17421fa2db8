import { ADMIN_ROLE } from '@shared/contract/roles';
import type { SessionState } from '@shared/contract/session';
import { useSession } from '@renderer/app/session/use-session';

/** The part of an account row the lock reads: its id and, where the list has it, its role. */
export interface LockedAccount {
  readonly _id: string;
  readonly role?: string;
}

/**
 * Why the signed-in user may not change this account, in words, or null: the exchange's own rules that a row
 * can show. One's own account is changed through Change Password and one's own menu, never from a list; an
 * admin account only by an admin. (An account holding flags the user lacks is refused by the exchange, with
 * its reason: list rows do not carry flags.)
 */
export const accountLock = (session: SessionState | undefined, account: LockedAccount): string | null => {
  if (session?.status !== 'loggedIn') return null;
  if (session.user.id === account._id) return 'Your own account';
  // Roles compare case-insensitively, as the exchange's do (Staff stores "ADMIN", the seed "admin").
  if (account.role?.toLowerCase() === ADMIN_ROLE && session.user.role.toLowerCase() !== ADMIN_ROLE) return 'Only an admin changes an admin account';
  return null;
};

/** Whether the signed-in user may give an account this role: only an admin makes an admin. */
export const mayGiveRole = (session: SessionState | undefined, role: string): boolean =>
  role.toLowerCase() !== ADMIN_ROLE || (session?.status === 'loggedIn' && session.user.role.toLowerCase() === ADMIN_ROLE);

export const useAccountLock = (account: LockedAccount): string | null => accountLock(useSession(), account);
