import { QueryClientProvider, useIsFetching, useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '@renderer/components/full-screen-spinner';
import { DisplayPreferencesGate } from '../display/display-preferences-gate';
import { exchange } from '../exchange';
import { showErrorToast } from '../notify';
import { createQueryClient } from '../query-client';
import { useSession } from '../session/use-session';
import { isFirstLoad, isUserAction } from '../spinner/spinner-decision';
import { watchDataChanges } from './watch-data-changes';

/*
 * Server state lives below the login route (issue 9): TanStack Query loads with the dashboard or a monitor
 * window, not with the login form. One client per window, kept across remounts of the routes that use it.
 */
let windowClient: QueryClient | undefined;
const queryClient = (): QueryClient => (windowClient ??= createQueryClient(showErrorToast));

/** What another window changed goes stale here too (a market suspended from a monitor window). */
function DataSync() {
  const client = useQueryClient();
  useEffect(() => watchDataChanges(client, exchange().data), [client]);
  return null;
}

/** On logout (here, in another window, at expiry or after a 401) the previous user's data is forgotten. */
function ForgetOnLogout() {
  const client = useQueryClient();
  const status = useSession()?.status;
  useEffect(() => {
    if (status === 'loggedOut') client.clear();
  }, [status, client]);
  return null;
}

/**
 * The full-screen spinner's share that server state decides (spec §2): user actions and first loads. The
 * root's AppSpinner covers an unknown session and route loading; this one stays away while that one shows.
 */
function QuerySpinner() {
  const navigating = useNavigation().state === 'loading';
  const userActions = useIsMutating({ predicate: isUserAction });
  const firstLoads = useIsFetching({ predicate: isFirstLoad });
  return !navigating && (userActions > 0 || firstLoads > 0) ? <FullScreenSpinner /> : null;
}

/**
 * Server state for the routes that read it, drawn with the user's display preferences (theme, grouping,
 * time zone), forgotten at logout; `dashboard` adds the spinner.
 */
export function QueryRoot({ children, dashboard = false }: { children: ReactNode; dashboard?: boolean }) {
  return (
    <QueryClientProvider client={queryClient()}>
      <DataSync />
      {/* Every window, a monitor window too: the next user never sees the last one's answers or display choices. */}
      <ForgetOnLogout />
      {dashboard && <QuerySpinner />}
      <DisplayPreferencesGate>{children}</DisplayPreferencesGate>
    </QueryClientProvider>
  );
}
