import { atom, useAtom } from 'jotai';
import type { SetStateAction } from 'react';
import { useSession } from './use-session';

/**
 * A screen's choice kept by the window rather than by the screen (a tab left and back, the screens drawn anew
 * when the clock's zone changes), for the user who made it: another user logging in to the window starts
 * from `start`. Returns the hook that reads and sets it, as useState does.
 */
export function createUserState<T>(start: T): () => readonly [T, (next: SetStateAction<T>) => void] {
  const keptAtom = atom<{ readonly user: string | null; readonly value: T }>({ user: null, value: start });
  return function useUserState() {
    const session = useSession();
    const user = session?.status === 'loggedIn' ? session.user.id : null;
    const [kept, setKept] = useAtom(keptAtom);
    const value = kept.user === user ? kept.value : start;
    const set = (next: SetStateAction<T>) =>
      setKept((now) => {
        const current = now.user === user ? now.value : start;
        return { user, value: typeof next === 'function' ? (next as (previous: T) => T)(current) : next };
      });
    return [value, set] as const;
  };
}
