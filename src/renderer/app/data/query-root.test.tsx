// @vitest-environment happy-dom
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFERENCES, ok } from '@shared/contract';
import type { SessionState } from '@shared/contract/session';
import { sessionAtom } from '../session/session-atoms';
import { theme } from '../theme';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { signedIn } from '@renderer/testing/render-with-providers';
import { QueryRoot } from './query-root';

/** Each user's colour scheme, as main keeps it per user: answered for whoever is signed in now. */
const SCHEMES: Record<string, 'dark' | 'light'> = { admin: 'dark', trader: 'light' };
let session: SessionState;
stubBridgeForEachTest(() => ({
  data: { onChanged: () => () => undefined },
  preferences: {
    display: async () => ok({ ...DEFAULT_DISPLAY_PREFERENCES, colorScheme: session.status === 'loggedIn' ? SCHEMES[session.user.userName] : 'light' }),
  },
}));

function Scheme() {
  return <p>scheme: {useMantineColorScheme().colorScheme}</p>;
}

describe('a window without the dashboard (a monitor window)', () => {
  it('draws the next user in their own colour scheme, not the last user’s, after a logout and another login', async () => {
    const store = createStore();
    session = signedIn('admin', 'admin');
    store.set(sessionAtom, session);
    render(
      <Provider store={store}>
        <MantineProvider theme={theme}>
          <QueryRoot>
            <Scheme />
          </QueryRoot>
        </MantineProvider>
      </Provider>,
    );
    await screen.findByText('scheme: dark');
    session = { status: 'loggedOut', reason: 'logout' };
    act(() => store.set(sessionAtom, session));
    session = signedIn('trader', 'trader');
    act(() => store.set(sessionAtom, session));
    await screen.findByText('scheme: light');
  });
});
