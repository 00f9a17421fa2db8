import { ADMIN_ROLE } from '@shared/contract/roles';
import type { SessionState } from '@shared/contract/session';
import { useSession } from '@renderer/app/session/use-session';

/** The part of an account row the lock reads: its id and, where the list has it, its role. */
export interface LockedAccount {
  readonly _id: string;
  readonly role?: string;
  /** The exchange's word on the row: false where the user may not change it. */
  readonly manageable?: boolean;
}

export const STRONGER_ACCOUNT = 'Holds permissions you do not: not yours to change';

/**
 * Why the signed-in user may not change this account, in words, or null: the exchange's own rules that a row
 * can show. One's own account is changed through Change Password and one's own menu, never from a list; an
 * admin account only by an admin; an account holding flags the user lacks, where the exchange's row says so
 * (`manageable: false`; the exchange refuses the change anyway).
 */
export const accountLock = (session: SessionState | undefined, account: LockedAccount): string | null => {
  if (session?.status !== 'loggedIn') return null;
  if (session.user.id === account._id) return 'Your own account';
  // Roles compare case-insensitively, as the exchange's do (Staff stores "ADMIN", the seed "admin").
  if (account.role?.toLowerCase() === ADMIN_ROLE && session.user.role.toLowerCase() !== ADMIN_ROLE) return 'Only an admin changes an admin account';
  if (account.manageable === false) return STRONGER_ACCOUNT;
  return null;
};

/** Whether the signed-in user may give an account this role: only an admin makes an admin. */
export const mayGiveRole = (session: SessionState | undefined, role: string): boolean =>
  role.toLowerCase() !== ADMIN_ROLE || (session?.status === 'loggedIn' && session.user.role.toLowerCase() === ADMIN_ROLE);

export const useAccountLock = (account: LockedAccount): string | null => accountLock(useSession(), account);
