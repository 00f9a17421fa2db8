import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useSessionSync } from './session/use-session';
import { memoryColorSchemeManager, theme } from './theme';
import { contrastResolver } from './theme-contrast';

function SessionSync() {
  useSessionSync();
  return null;
}

/**
 * Everything every screen relies on: theme, UI state, toasts, and the live session. Server state
 * (TanStack Query) is below the login route, in data/query-root.tsx (issue 9).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore());
  const [colorSchemeManager] = useState(memoryColorSchemeManager);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager} cssVariablesResolver={contrastResolver}>
      {/* Top centre, over the header's search: at the bottom right a toast covered the buttons there (a "… exported."
          toast hid Export Excel for 5 s after Export PDF), and page actions sit at the bottom right. */}
      <Notifications position="top-center" autoClose={5000} limit={5} zIndex={1100} />
      <JotaiProvider store={store}>
        <SessionSync />
        {children}
      </JotaiProvider>
    </MantineProvider>
  );
}
