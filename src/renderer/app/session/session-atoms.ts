import { atom } from 'jotai';
import type { SessionState } from '@shared/contract';
import type { GrantedPermissions } from '@shared/permissions';

/** The main core's session as last pushed to this window; undefined until the first answer arrives. */
export const sessionAtom = atom<SessionState | undefined>(undefined);

const NO_PERMISSIONS: GrantedPermissions = Object.freeze({});

/** Only true flags (spec §6); empty when logged out. Same object while the session does not change. */
export const permissionsAtom = atom<GrantedPermissions>((get) => {
  const session = get(sessionAtom);
  return session?.status === 'loggedIn' ? (session.permissions as GrantedPermissions) : NO_PERMISSIONS;
});
