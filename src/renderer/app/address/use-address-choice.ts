import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM, useReplaceQuery } from './screen-address';

/**
 * A choice a screen offers beside its tabs (a segment: `?level=sports`), kept in the address so a reload or
 * the window returned after a re-login shows it again. A value not among `values` (an old link) shows
 * `fallback`, which the address leaves out. Choosing replaces the address (no Back step per click);
 * `clearsSearch`: the choice shows another list, whose search is its own, so the search of the list left
 * (`?q=`) goes with it.
 */
export function useAddressChoice<T extends string>(
  param: string,
  values: readonly T[],
  fallback: T,
  { clearsSearch = false }: { clearsSearch?: boolean } = {},
): [value: T, choose: (next: T) => void] {
  const [params] = useSearchParams();
  const replaceQuery = useReplaceQuery();
  const asked = params.get(param);
  const value = values.find((candidate) => candidate === asked) ?? fallback;
  const choose = (next: T) => {
    if (next === value) return;
    replaceQuery((query) => {
      if (next === fallback) query.delete(param);
      else query.set(param, next);
      if (clearsSearch) query.delete(SEARCH_PARAM);
    });
  };
  return [value, choose];
}
