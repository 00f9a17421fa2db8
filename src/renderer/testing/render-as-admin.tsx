import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createQueryClient } from '@renderer/app/query-client';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { theme } from '@renderer/app/theme';

/** A screen as the signed-in admin sees it: the session, a query client and the console's theme around it. */
export const renderAsAdmin = (screen: ReactNode) => {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user: { id: 'u1', userName: 'admin', role: 'admin' }, permissions: {}, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <MantineProvider theme={theme}>{screen}</MantineProvider>
      </QueryClientProvider>
    </Provider>,
  );
};
