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
      {/* Bottom centre of the page (toasts.css), between what the console puts at the bottom left (a pane's Edit
          and Delete, a table's count) and at the bottom right (Export, Save, the pager): at the bottom right a
          "… exported." toast hid Export Excel after Export PDF; at the top it covered the search dialog and the clock. */}
      <Notifications position="bottom-center" autoClose={5000} limit={5} zIndex={1100} />
      <JotaiProvider store={store}>
        <SessionSync />
        {children}
      </JotaiProvider>
    </MantineProvider>
  );
}
