import { useQueryClient } from '@tanstack/react-query';
import { contract, DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences, type DisplayPreferencesPatch } from '@shared/contract';
import { callOperation, operationKey } from '../data/operations';
import { useOperation } from '../data/use-operation';
import { useSession } from '../session/use-session';

const KEY = operationKey(contract.preferences.display);

/**
 * The signed-in user's display preferences (grouping, time zone, colour scheme), kept by the main process
 * per user; `save` shows the change in this window at once and tells the others through the main core.
 */
export function useDisplayPreferences() {
  const loggedIn = useSession()?.status === 'loggedIn';
  const query = useOperation(contract.preferences.display, undefined, { enabled: loggedIn, spinner: false, errorToast: false, staleTime: Infinity });
  const client = useQueryClient();
  const preferences: DisplayPreferences = query.data ?? DEFAULT_DISPLAY_PREFERENCES;
  const save = async (patch: DisplayPreferencesPatch) => {
    // Not money: the choice shows at once, and the main core's answer (what it kept) follows.
    client.setQueryData<DisplayPreferences>(KEY, { ...preferences, ...patch });
    const answer = await callOperation(contract.preferences.saveDisplay, patch);
    if (answer.ok) client.setQueryData<DisplayPreferences>(KEY, answer.data);
  };
  /** Still reading them for a signed-in user: a window waits rather than drawing once in the wrong theme and zone. */
  const waiting = loggedIn && query.isPending && query.fetchStatus !== 'idle';
  return { preferences, loaded: query.data !== undefined, waiting, save };
}
