// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { area, http, local, type Operation, type SessionState } from '@shared/contract';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { CanCall } from './can-call';

const op = (access: 'public' | 'session' | 'addMarket' | { anyOf: Array<'resolveQuery' | 'fancyResults'> }) =>
  http({ id: `test.${JSON.stringify(access)}`, http: { method: 'POST', path: '/x' }, access, input: z.object({}), output: z.object({}) });
const tests = area('tests', { saveWorkspace: local({ input: z.object({}), output: z.object({}) }) });

const loggedIn = (role: string, permissions: Record<string, true>): SessionState => ({
  status: 'loggedIn',
  user: { id: 'u1', userName: 'someone', role },
  permissions,
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
});

/** The gate around a button, under a session the test sets (and may change while it is shown). */
const renderGate = (session: SessionState | undefined, gated: Operation = op('addMarket')) => {
  const store = createStore();
  store.set(sessionAtom, session);
  render(
    <Provider store={store}>
      <CanCall op={gated} fallback={<span>Not for you</span>}>
        <button type="button">Suspend</button>
      </CanCall>
    </Provider>,
  );
  return store;
};

afterEach(cleanup);

describe('the CanCall gate', () => {
  it('shows the button to a user holding the permission the operation declares', () => {
    renderGate(loggedIn('trader', { addMarket: true }));
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('shows the fallback to a user without it', () => {
    renderGate(loggedIn('trader', { exchangeManagement: true }));
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.getByText('Not for you')).toBeTruthy();
  });

  it('lets an admin call anything, whatever flags were loaded', () => {
    renderGate(loggedIn('admin', {}));
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('asks only for a session when the operation says so, and nothing of a public one', () => {
    renderGate(loggedIn('trader', {}), op('session'));
    expect(screen.getByRole('button')).toBeTruthy();
    cleanup();
    renderGate(undefined, op('public'));
    expect(screen.getByRole('button')).toBeTruthy();
    cleanup();
    renderGate({ status: 'loggedOut' }, op('session'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the button of an operation open to several desks to a holder of any one of their flags, and to nobody else', () => {
    const shared = op({ anyOf: ['resolveQuery', 'fancyResults'] });
    renderGate(loggedIn('trader', { fancyResults: true }), shared);
    expect(screen.getByRole('button')).toBeTruthy();
    cleanup();
    renderGate(loggedIn('trader', { operationalLogs: true }), shared);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('needs nothing for a local operation of the main core', () => {
    renderGate({ status: 'loggedOut' }, tests.saveWorkspace);
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('follows a permission change while shown (pushed by the main core)', () => {
    const store = renderGate(loggedIn('trader', { addMarket: true }));
    act(() => store.set(sessionAtom, loggedIn('trader', {})));
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
