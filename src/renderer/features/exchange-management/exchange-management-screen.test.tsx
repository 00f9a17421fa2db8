// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EMPTY_TABLE_LAYOUT, ok, type DataTableRequest } from '@shared/contract';
import { AddressSearchProvider } from '@renderer/app/address/address-search';
import { useRememberPlace } from '@renderer/app/session/use-remember-place';
import { LeaveGuardProvider } from '@renderer/components/leave-guard';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import ExchangeManagementScreen from './exchange-management-screen';

const EMPTY_PAGE = ok({ data: [], recordsTotal: 0, recordsFiltered: 0 });
/** The searches the Markets list was asked for, and the places the window told main it was at. */
let searched: string[];
let remembered: string[];
stubBridgeForEachTest(() => {
  searched = [];
  remembered = [];
  return {
    markets: {
      list: async (input: DataTableRequest) => (searched.push(input.search?.value ?? ''), EMPTY_PAGE),
      suspendAllState: async () => ok({ batch: null }),
    },
    catalogue: { sports: async () => EMPTY_PAGE },
    preferences: { tableLayout: async () => (await new Promise((r) => setTimeout(r, 250)), ok(EMPTY_TABLE_LAYOUT)), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) },
    continuity: { rememberPlace: async ({ path }: { path: string }) => (remembered.push(path), ok(null)) },
  };
});

/** What the dashboard puts around a screen for this: the leave guard, the address search, the place remembered. */
function Dashboard({ children }: { children: ReactNode }) {
  useRememberPlace();
  return (
    <LeaveGuardProvider>
      <AddressSearchProvider>{children}</AddressSearchProvider>
    </LeaveGuardProvider>
  );
}

/** Exchange Management at `path`, as the admin sees it. */
const openAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/add-market',
        element: (
          <Dashboard>
            <ExchangeManagementScreen />
          </Dashboard>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, signedIn('admin', 'admin'));
  return router;
};

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Exchange Management, back where it was', () => {
  it('keeps the Markets tab and its search in the address: the window returned after a re-login shows them again', async () => {
    const router = openAt('/dashboard/add-market');
    expect(selectedTab()).toBe('Catalogue');
    await userEvent.click(screen.getByRole('tab', { name: 'Markets' }));
    const box = await screen.findByLabelText('Search markets');
    await userEvent.type(box, 'arsenal');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=markets&q=arsenal'));
    await waitFor(() => expect(remembered.at(-1)).toBe('/dashboard/add-market?tab=markets&q=arsenal'));
    expect(selectedTab()).toBe('Markets');
    // The screen's own writes open nothing anew: the same box, still in use.
    expect(screen.getByLabelText('Search markets')).toBe(box);
    expect(document.activeElement).toBe(box);

    // The session ends; the same user logs in again and the window goes back to the place main kept.
    const place = remembered.at(-1) ?? '';
    cleanup();
    searched = [];
    openAt(place);
    expect(selectedTab()).toBe('Markets');
    expect((screen.getByLabelText('Search markets') as HTMLInputElement).value).toBe('arsenal');
    await waitFor(() => expect(searched).toEqual(['arsenal']));
  });

  it('keeps what is typed in the search at once after a tab is chosen, while the tab is still on its way to the address', async () => {
    const router = openAt('/dashboard/add-market');
    await userEvent.click(screen.getByRole('tab', { name: 'Markets' }));
    const box = screen.getByLabelText('Search markets');
    await userEvent.type(box, 'football');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=markets&q=football'));
    expect((screen.getByLabelText('Search markets') as HTMLInputElement).value).toBe('football');
  });
});
