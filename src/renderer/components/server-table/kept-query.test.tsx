// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contract, type TraderRow } from '@shared/contract';
import { AddressSearchProvider } from '@renderer/app/address/address-search';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { LeaveGuardProvider } from '@renderer/components/leave-guard';
import { TabbedScreen, type ScreenTab } from '@renderer/components/tabbed-screen';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import type { ServerColumn } from './export-columns';
import { ServerTable } from './server-table';
import { ADDRESS_SEARCH_DELAY_MS } from './use-address-search';
import { tableInfo } from './table-info';
import { stubTwoListsForEachTest } from './two-lists.testing';

const NAMES = ['Arsenal', 'Chelsea', 'Spurs'];
const TRADERS: TraderRow[] = Array.from({ length: 60 }, (_, i) => ({ _id: `t${i}`, name: `${NAMES[i % 3]} fan ${i}`, userName: `user${i}`, domain: '', status: 'active', role: 'TRADER' }));
const COLUMNS: ServerColumn<TraderRow>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'userName', accessorKey: 'userName', header: 'User Name' },
];

const asked = stubTwoListsForEachTest(TRADERS);

const list = (label: string, operation: typeof contract.traders.list) => () => (
  <ServerTable label={label} operation={operation} toInput={(request) => request} toPage={(output) => output.original} columns={COLUMNS} searchLabel={`Search ${label}`} searchPlaceholder="Name" />
);
const TABS: readonly ScreenTab[] = [
  { value: 'traders', label: 'Traders', panel: list('Traders', contract.traders.list) },
  { value: 'staff', label: 'Staff', panel: list('Staff', contract.staff.list as unknown as typeof contract.traders.list) },
];

/** A tabbed screen of two lists at `address`, in a window's dashboard (leave guard, address search), signed in as u1. */
const openAt = (address: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/screen',
        element: (
          <LeaveGuardProvider>
            <AddressSearchProvider>
              <TabbedScreen title="Area" tabs={TABS} />
            </AddressSearchProvider>
          </LeaveGuardProvider>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  const { store, client } = renderWithProviders(<RouterProvider router={router} />, signedIn('ADMIN', 'admin1'));
  return { router, store, client };
};

const searchBox = (label: string) => screen.getByLabelText(`Search ${label}`) as HTMLInputElement;
const openTab = async (label: string) => {
  await userEvent.click(screen.getByRole('tab', { name: label }));
  return screen.findByLabelText<HTMLInputElement>(`Search ${label}`);
};
/** The list of `label` was last asked for the page at `start` of a search for `search`. */
const asks = (label: 'traders' | 'staff', search: string, start = 0) => waitFor(() => expect(asked[label].at(-1)).toMatchObject({ search: { value: search }, start }));
/** The open tab's list shows the page at `start` of the rows matching `search`. */
const shows = (search: string, start = 0) =>
  waitFor(() => {
    const matching = TRADERS.filter((t) => t.name.toLowerCase().includes(search));
    expect(screen.getByTestId('table-info').textContent).toBe(tableInfo(start, Math.min(10, matching.length - start), matching.length, TRADERS.length));
    expect(screen.getByText(matching[start]!.name)).toBeTruthy();
  });

describe('a table drawn again (a tab left and back)', () => {
  it('goes on with the search, page and sort its user left it with, each table its own, the request and the address carrying it', async () => {
    const { router, client } = openAt('/screen');
    await userEvent.type(searchBox('Traders'), 'arsenal');
    await shows('arsenal');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /^User Name/ })).getAllByRole('button')[0]!);
    await waitFor(() => expect(asked.traders.at(-1)?.order).toEqual([{ column: 1, dir: expect.any(String) }]));
    const order = asked.traders.at(-1)!.order;
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await shows('arsenal', 10);

    // The other tab's list starts afresh, and keeps its own search.
    await openTab('Staff');
    expect(searchBox('Staff').value).toBe('');
    await shows('');
    await userEvent.type(searchBox('Staff'), 'chelsea');
    await shows('chelsea');

    // Nothing cached: the list must ask again, and asks for where it was left.
    client.clear();
    const before = asked.traders.length;
    await openTab('Traders');
    expect(searchBox('Traders').value).toBe('arsenal');
    await shows('arsenal', 10);
    expect(asked.traders.slice(before)).toEqual([expect.objectContaining({ search: { value: 'arsenal' }, start: 10, order })]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=traders&q=arsenal'));
    // Not started again by the address it wrote: still the same page.
    await act(() => new Promise((resolve) => setTimeout(resolve, ADDRESS_SEARCH_DELAY_MS)));
    expect(asked.traders.slice(before)).toHaveLength(1);
    expect(searchBox('Traders').value).toBe('arsenal');

    // Opened while the address still holds the search of the tab left: its own, not that one.
    await openTab('Staff');
    expect(searchBox('Staff').value).toBe('chelsea');
    await shows('chelsea');
  });

  it('keeps a search the user cleared cleared, and takes a search the address opens it with over the one kept', async () => {
    const { router } = openAt('/screen');
    await userEvent.type(searchBox('Traders'), 'spurs');
    await shows('spurs');
    await userEvent.clear(searchBox('Traders'));
    await shows('');
    await openTab('Staff');
    await openTab('Traders');
    expect(searchBox('Traders').value).toBe('');
    await shows('');

    await userEvent.type(searchBox('Traders'), 'spurs');
    await shows('spurs');
    await openTab('Staff');
    // The one search opens the tab with a search of its own.
    await act(() => router.navigate('/screen?tab=traders&q=chelsea'));
    await waitFor(() => expect(searchBox('Traders').value).toBe('chelsea'));
    await shows('chelsea');
    await asks('traders', 'chelsea');
  });

  it('is forgotten by the user’s own logout, and kept for the same user’s next login when the session ended by itself', async () => {
    const { store } = openAt('/screen');
    const admin1 = signedIn('ADMIN', 'admin1');
    const loginAgainAfter = (reason: 'logout' | 'expired') => {
      act(() => store.set(sessionAtom, { status: 'loggedOut', reason }));
      act(() => store.set(sessionAtom, { ...admin1 }));
    };
    await userEvent.type(searchBox('Traders'), 'arsenal');
    await shows('arsenal');
    await openTab('Staff');
    loginAgainAfter('expired');
    expect((await openTab('Traders')).value).toBe('arsenal');
    await openTab('Staff');
    loginAgainAfter('logout');
    expect((await openTab('Traders')).value).toBe('');
    await shows('');
  });

  it('is not kept for another user who logs in to the window', async () => {
    const { store, client } = openAt('/screen');
    await userEvent.type(searchBox('Traders'), 'arsenal');
    await shows('arsenal');
    await openTab('Staff');
    act(() => store.set(sessionAtom, { status: 'loggedOut', reason: 'logout' }));
    act(() => store.set(sessionAtom, { ...signedIn('ADMIN', 'admin2'), user: { id: 'u2', userName: 'admin2', role: 'ADMIN' } }));
    client.clear();
    await openTab('Traders');
    expect(searchBox('Traders').value).toBe('');
    await shows('');
    await asks('traders', '');
  });

  it('keeps the query of a list of a fixed context (a site’s users) per context: another site’s list starts afresh', async () => {
    /** A drawer's list of one site's users, closed and opened again, for the site chosen. */
    function SiteUsers() {
      const [site, setSite] = useState<string | null>(null);
      return (
        <>
          {['A', 'B'].map((name) => (
            <button key={name} type="button" onClick={() => setSite(name)}>{`Open site ${name}`}</button>
          ))}
          <button type="button" onClick={() => setSite(null)}>
            Close
          </button>
          {site && <ServerTable key={site} label="Users" operation={contract.traders.list} filters={site} toInput={(request) => request} toPage={(output) => output.original} columns={COLUMNS} searchLabel="Search Users" searchPlaceholder="Name" />}
        </>
      );
    }
    renderWithProviders(<SiteUsers />, signedIn('ADMIN', 'admin1'));
    const open = async (site: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await userEvent.click(screen.getByRole('button', { name: `Open site ${site}` }));
      return screen.findByLabelText('Search Users') as Promise<HTMLInputElement>;
    };
    await userEvent.type(await open('A'), 'arsenal');
    await shows('arsenal');
    expect((await open('B')).value).toBe('');
    await shows('');
    expect((await open('A')).value).toBe('arsenal');
    await shows('arsenal');
  });
});
