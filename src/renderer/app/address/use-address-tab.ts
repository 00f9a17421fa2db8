import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmLeave } from '@renderer/components/leave-guard';
import { SEARCH_PARAM, TAB_PARAM, useReplaceQuery } from './screen-address';

/**
 * The open tab of a tabbed screen, kept in the address (`?tab=markets`), so a reload or the window
 * returned after a re-login shows the same tab. A value not among `tabs` (an old link, a tab this user may
 * not see) shows `fallback`, by default the first tab.
 *
 * Choosing another tab shows it at once and replaces the address (no Back step per click), without the
 * search of the tab left (`?q=`: it was that tab's list's). When the page holds unsaved work (a form half
 * typed in the tab left) the window's leave guard asks first: Keep editing stays.
 */
export function useAddressTab(tabs: readonly string[], fallback: string | undefined = tabs[0]): [tab: string | undefined, choose: (tab: string | null) => void] {
  const [params] = useSearchParams();
  const replaceQuery = useReplaceQuery();
  const confirmLeave = useConfirmLeave();
  const asked = params.get(TAB_PARAM);
  const inAddress = asked !== null && tabs.includes(asked) ? asked : fallback;
  // The tab chosen shows at once, as a state of the screen's own, in the click's own render (the router
  // applies a navigation a moment later); the address follows. An address changed from elsewhere (the one
  // search, Back) shows its own tab.
  // `address`: the address's tab when `tab` was shown; once it differs, the address has moved: to the tab
  // chosen here (its write landed), or elsewhere, whose tab then shows.
  const [shown, setShown] = useState({ tab: inAddress, address: inAddress });
  const tab = shown.address === inAddress ? shown.tab : inAddress;
  if (shown.address !== inAddress) setShown({ tab, address: inAddress });
  const choose = (next: string | null) => {
    if (next === null || next === tab) return;
    confirmLeave(() => {
      setShown({ tab: next, address: inAddress });
      replaceQuery((query) => {
        query.set(TAB_PARAM, next);
        query.delete(SEARCH_PARAM);
      });
    });
  };
  return [tab, choose];
}
