import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { exchange } from '../exchange';
import { permissionsAtom, sessionAtom } from './session-atoms';
import { watchSession } from './watch-session';

export const useSession = () => useAtomValue(sessionAtom);
export const usePermissions = () => useAtomValue(permissionsAtom);
/** Login and logout set the state they got back at once, so navigation never races the push. */
export const useSetSession = () => useSetAtom(sessionAtom);

/** Mount once per window (in the providers): keeps sessionAtom in step with the main core. */
export const useSessionSync = (): void => {
  const setSession = useSetAtom(sessionAtom);
  useEffect(() => watchSession(exchange().session, setSession), [setSession]);
};
