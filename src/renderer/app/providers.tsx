import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { showErrorToast } from './notify';
import { createQueryClient } from './query-client';
import { useSessionSync } from './session/use-session';
import { memoryColorSchemeManager, theme } from './theme';

function SessionSync() {
  useSessionSync();
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
          {children}
        </JotaiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
