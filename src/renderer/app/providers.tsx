import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useSessionSync } from './session/use-session';
import { memoryColorSchemeManager, theme } from './theme';
import { contrastResolver } from './theme-contrast';
import './toasts.css';

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
      {/* Failures at the bottom right, as the spec places the central error toast; confirmations at the bottom
          centre of the page (notify.ts, toasts.css), where an export's "… exported." no longer hides Export Excel. */}
      <Notifications position="bottom-right" autoClose={5000} limit={5} zIndex={1100} />
      <JotaiProvider store={store}>
        <SessionSync />
        {children}
      </JotaiProvider>
    </MantineProvider>
  );
}
