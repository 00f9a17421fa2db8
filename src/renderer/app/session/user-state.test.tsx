// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract';
import { sessionAtom } from './session-atoms';
import { createUserState } from './user-state';

const useAgent = createUserState('house');

function Agent() {
  const [agent, setAgent] = useAgent();
  return (
    <button type="button" onClick={() => setAgent((before) => `${before}+agent7`)}>
      {agent}
    </button>
  );
}

const session = (id: string): SessionState => ({ status: 'loggedIn', user: { id, userName: id, role: 'ADMIN' }, permissions: {}, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' });

afterEach(cleanup);

describe('a choice kept by the window for its user', () => {
  it('outlives the screen for the same user, and another user logging in starts afresh', () => {
    const store = createStore();
    store.set(sessionAtom, session('a'));
    const view = render(
      <Provider store={store}>
        <Agent />
      </Provider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('house+agent7');
    // The screen drawn anew (another tab and back, the clock's zone): the choice stays.
    view.unmount();
    render(
      <Provider store={store}>
        <Agent />
      </Provider>,
    );
    expect(screen.getByRole('button').textContent).toBe('house+agent7');
    // Logged out, then another user in this window: not the last user's choice.
    act(() => store.set(sessionAtom, { status: 'loggedOut', reason: 'logout' }));
    act(() => store.set(sessionAtom, session('b')));
    expect(screen.getByRole('button').textContent).toBe('house');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('house+agent7');
  });
});
