import { useSearchParams } from 'react-router-dom';

/**
 * What a screen opened from the one search is given in its address: `q` (the search its list starts
 * with), `tab` (the tab to show) and, for the catalogue, the ids of the path to select. Kept in the URL, so
 * a reload or a window returned after a re-login shows the same thing.
 */
export const useOpenedWith = () => {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name) ?? undefined;
  return { q: get('q'), tab: get('tab'), sport: get('sport'), competition: get('competition'), event: get('event'), market: get('market') };
};
