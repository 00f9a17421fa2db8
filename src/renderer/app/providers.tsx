import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { watchDataChanges } from './data/watch-data-changes';
import { exchange } from './exchange';
import { showErrorToast } from './notify';
import { createQueryClient } from './query-client';
import { useSessionSync } from './session/use-session';
import { memoryColorSchemeManager, theme } from './theme';

function SessionSync() {
  useSessionSync();
  return null;
}

/** What another window changed goes stale here too (a market suspended from a monitor window). */
function DataSync() {
  const client = useQueryClient();
  useEffect(() => watchDataChanges(client, exchange().data), [client]);
  return null;
}

/** Everything the screens rely on: theme, server state, UI state, toasts, and the live session. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(showErrorToast));
  const [store] = useState(() => createStore());
  const [colorSchemeManager] = useState(memoryColorSchemeManager);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <Notifications position="bottom-right" autoClose={5000} limit={5} zIndex={1100} />
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <SessionSync />
          <DataSync />
          {children}
        </JotaiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
