// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpstreamStatus } from '@shared/contract/upstream-settings';
import { LeaveGuardProvider, PAGE_FORM_QUESTION } from '@renderer/components/leave-guard';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { BaseUrlForm } from './base-url-form';
import { KeyForm } from './key-form';

const gameProvider: UpstreamStatus = { upstream: 'gameProvider', baseUrl: 'https://games.example.com', source: 'settings', keySet: true };

/** The settings forms on a page under the window's leave guard, and another page to leave for. */
function renderSettingsPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <LeaveGuardProvider>
            <Link to="/sites">Sites</Link>
            <BaseUrlForm status={gameProvider} label="Game provider" />
            <KeyForm upstream="gameProvider" label="Game provider" keySet />
          </LeaveGuardProvider>
        ),
      },
      { path: '/sites', element: <p>Sites page</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  renderAsAdmin(<RouterProvider router={router} />);
  return router;
}

/** Leaving for Sites is held back with the page's question; Keep editing stays on the page. */
async function expectLeavingAsks(router: ReturnType<typeof renderSettingsPage>) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Sites' }));
  const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
  expect(question.textContent).toContain(PAGE_FORM_QUESTION);
  await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByText(PAGE_FORM_QUESTION)).toBeNull());
  expect(router.state.location.pathname).toBe('/settings');
}

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('the settings page with something typed', () => {
  it('leaves at once while nothing is typed', async () => {
    const router = renderSettingsPage();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites'));
  });

  it('asks before a typed base URL is lost', async () => {
    const router = renderSettingsPage();
    const field = screen.getByRole('textbox', { name: /^Game provider base URL/ });
    await userEvent.setup().type(field, '/v2');
    await expectLeavingAsks(router);
    expect((field as HTMLInputElement).value).toBe('https://games.example.com/v2');
  });

  it('asks before a typed key is lost', async () => {
    const router = renderSettingsPage();
    await userEvent.setup().type(screen.getByLabelText('Game provider key'), 'half-typed-key');
    await expectLeavingAsks(router);
    expect((screen.getByLabelText('Game provider key') as HTMLInputElement).value).toBe('half-typed-key');
  });
});
