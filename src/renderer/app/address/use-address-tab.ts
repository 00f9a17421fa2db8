import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM, TAB_PARAM, useReplaceQuery } from './screen-address';

/**
 * The open tab of a tabbed screen, kept in the address (`?tab=markets`), so a reload or the window
 * returned after a re-login shows the same tab. A value not among `tabs` (an old link, a tab this user may
 * not see) shows `fallback`, by default the first tab.
 *
 * Choosing another tab replaces the address (no Back step per click), without the search of the tab left
 * (`?q=`: it was that tab's list's). As a change of the address, it is asked first by the window's leave
 * guard when the page holds unsaved work (a form half typed in the tab left): Keep editing stays.
 */
export function useAddressTab(tabs: readonly string[], fallback: string | undefined = tabs[0]): [tab: string | undefined, choose: (tab: string | null) => void] {
  const [params] = useSearchParams();
  const replaceQuery = useReplaceQuery();
  const asked = params.get(TAB_PARAM);
  const tab = asked !== null && tabs.includes(asked) ? asked : fallback;
  const choose = (next: string | null) => {
    if (next === null || next === tab) return;
    replaceQuery((query) => {
      query.set(TAB_PARAM, next);
      query.delete(SEARCH_PARAM);
    });
  };
  return [tab, choose];
}
