import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Until some page of a table has loaded: only that first load blanks the screen, later ones show a progress bar. */
export function useFirstLoad(queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  return !queryClient.getQueriesData({ queryKey }).some(([, data]) => data !== undefined);
}
