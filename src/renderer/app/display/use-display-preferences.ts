import { useQueryClient } from '@tanstack/react-query';
import { preferences, type DisplayPreferences } from '@shared/contract/preferences';
import { exchange } from '../exchange';
import { operationKey } from '../data/operations';
import { useOperation } from '../data/use-operation';

/**
 * The signed-in user's display preferences (density, side navigation), kept by main per user. A change
 * shows at once and is saved behind it: it is layout, not money, so nothing waits for main to confirm.
 */
export function useDisplayPreferences(): [DisplayPreferences, (change: DisplayPreferences) => void] {
  const client = useQueryClient();
  const answer = useOperation(preferences.display, undefined, { spinner: false });
  const current = answer.data ?? {};
  const change = (next: DisplayPreferences) => {
    client.setQueryData(operationKey(preferences.display), { ...current, ...next });
    void exchange().preferences.saveDisplay(next);
  };
  return [current, change];
}
