import { useLocation } from 'react-router-dom';
import { openingOf } from '../address/screen-address';

/**
 * What a screen opened from the one search is given in its address: `q` (the search its list starts
 * with), `tab` (the tab to show) and, for the catalogue, the ids of the path to select. Kept in the URL, so
 * a reload or a window returned after a re-login shows the same thing. Read from the navigation that opened
 * the screen: the screen's own writes of its tab and search (screen-address.ts) open nothing anew.
 */
export const useOpenedWith = () => {
  const params = new URLSearchParams(openingOf(useLocation()).search);
  const get = (name: string) => params.get(name) ?? undefined;
  return { q: get('q'), tab: get('tab'), sport: get('sport'), competition: get('competition'), event: get('event'), market: get('market') };
};
