import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { LoggedInState, SessionState } from '@shared/contract/session';
import { createQueryClient } from '@renderer/app/query-client';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { theme } from '@renderer/app/theme';

/** A signed-in session for a test: the user of `role`, holding no flags (an admin holds them all). */
export const signedIn = (role: string, userName: string): LoggedInState => ({
  status: 'loggedIn',
  user: { id: 'u1', userName, role },
  permissions: {},
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
});

/**
 * A component under the console's providers, as a test renders it: a store of its own (with `session`
 * when given), the console's query client (errors reported nowhere) and its theme. Returns what `render`
 * does, that query client (for a test to invalidate as another window's change notice does) and the store
 * (for a test to push a session as main does).
 */
export const renderWithProviders = (ui: ReactNode, session?: SessionState) => {
  const store = createStore();
  if (session) store.set(sessionAtom, session);
  const client = createQueryClient(() => undefined);
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme}>{ui}</MantineProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, client, store };
};
