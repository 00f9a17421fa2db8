// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { SessionState } from '@shared/contract/session';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { SESSION_ENDED_MESSAGES } from './auth-messages';
import { LoginScreen } from './login-screen';

const WRONG_PASSWORD = 'Invalid username or password';
let loginAnswer: () => Result<SessionState>;
/** Where main says this window was when the session ended (null: nowhere kept): answered once, as main does. */
let leftAt: string | null;
/** Runs as the login call answers, before its answer reaches the screen (the session's push to every window). */
let onLogin: () => void;
stubBridgeForEachTest(() => {
  leftAt = null;
  onLogin = () => undefined;
  return {
    session: { login: async () => (onLogin(), loginAnswer()) },
    continuity: {
      resumePlace: async () => {
        const path = leftAt;
        leftAt = null;
        return ok({ path });
      },
    },
  };
});

const renderLoginAfter = (session: SessionState) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/dashboard/market-trader" element={<h1>Market Trader Management</h1>} />
      </Routes>
    </MemoryRouter>,
    session,
  );

const logIn = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('the login screen after a session ended', () => {
  it.each([
    ['expired', 'Your session expired. Log in again to go on.'],
    ['unauthorized', SESSION_ENDED_MESSAGES.unauthorized],
    ['elsewhere', SESSION_ENDED_MESSAGES.elsewhere],
  ] as const)('says why when it ended by itself (%s), politely, above the form', (reason, text) => {
    renderLoginAfter({ status: 'loggedOut', reason });
    const notice = screen.getByRole('status', { name: 'Session ended' });
    expect(notice.textContent).toBe(text);
    expect(screen.queryByRole('alert')).toBeNull();
    const form = screen.getByRole('form', { name: 'Login' });
    expect(form.contains(notice)).toBe(true);
    expect(notice.compareDocumentPosition(screen.getByRole('textbox', { name: 'Username' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['after a logout of the user’s own', { status: 'loggedOut', reason: 'logout' }],
    ['when no reason is known (a fresh start)', { status: 'loggedOut' }],
  ] as const)('says nothing %s', (_, session) => {
    renderLoginAfter(session);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the notice through a failed attempt and drops it once the user is logged in', async () => {
    renderLoginAfter({ status: 'loggedOut', reason: 'expired' });
    loginAnswer = () => fail({ kind: 'exchange', message: WRONG_PASSWORD });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_PASSWORD);
    expect(screen.getByRole('status', { name: 'Session ended' })).toBeTruthy();
    loginAnswer = () => ok(signedIn('admin', 'admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('status', { name: 'Session ended' })).toBeNull();
  });
});

describe('a window on the login screen when its user is logged in elsewhere', () => {
  it('goes back where it was when the session ended, as the window that logged in does', async () => {
    leftAt = '/dashboard/market-trader';
    renderLoginAfter(signedIn('admin', 'admin'));
    await screen.findByRole('heading', { name: 'Market Trader Management' });
  });

  it('goes to the dashboard when main kept no place for it', async () => {
    renderLoginAfter(signedIn('admin', 'admin'));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });
});

describe('the window that logs in, when the session’s push comes before its own answer', () => {
  it('goes back where it was, once: the push and its own answer share main’s one place', async () => {
    leftAt = '/dashboard/market-trader';
    const { store } = renderLoginAfter({ status: 'loggedOut', reason: 'unauthorized' });
    const state = signedIn('admin', 'admin');
    loginAnswer = () => ok(state);
    // Main pushes the new session to every window, this one too, before this window's call has its answer.
    onLogin = () => store.set(sessionAtom, state);
    await logIn();
    await screen.findByRole('heading', { name: 'Market Trader Management' });
    // Nothing moves it on afterwards (the second asker got no place: it must not send the window to the dashboard).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});
