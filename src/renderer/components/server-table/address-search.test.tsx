// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contract, type TraderRow } from '@shared/contract';
import { AddressSearchProvider } from '@renderer/app/address/address-search';
import { LeaveGuardProvider } from '@renderer/components/leave-guard';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import type { ServerColumn } from './export-columns';
import { ServerTable } from './server-table';
import { stubTwoListsForEachTest, type ListRequests } from './two-lists.testing';
import { ADDRESS_SEARCH_DELAY_MS } from './use-address-search';

const TRADERS: TraderRow[] = ['Arsenal fan', 'Chelsea fan', 'Spurs fan'].map((name, i) => ({ _id: `t${i}`, name, userName: `user${i}`, domain: '', status: 'active', role: 'TRADER' }));
const COLUMNS: ServerColumn<TraderRow>[] = [{ id: 'name', accessorKey: 'name', header: 'Name' }];

const requests = stubTwoListsForEachTest(TRADERS);
/** The searches `list` was asked for, in order. */
const asked = (list: keyof ListRequests) => requests[list].map((request) => request.search?.value ?? '');

/** A screen's main list and, once asked for, a second searchable list beside it. */
function ListsPage({ initialSearch }: { initialSearch?: string }) {
  const [second, setSecond] = useState(false);
  const list = (label: string, operation: typeof contract.traders.list) => (
    <ServerTable
      label={label}
      operation={operation}
      toInput={(request) => request}
      toPage={(output) => output.original}
      columns={COLUMNS}
      searchLabel={`Search ${label}`}
      searchPlaceholder="Name"
      {...(initialSearch === undefined ? {} : { initialSearch })}
    />
  );
  return (
    <>
      <button onClick={() => setSecond(true)}>Show the staff</button>
      {list('Traders', contract.traders.list)}
      {second && list('Staff', contract.staff.list as unknown as typeof contract.traders.list)}
    </>
  );
}

/** The page at `address` (after another page, for Back) in a window's dashboard: leave guard, address search. */
const openAt = (address: string, initialSearch?: string) => {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>The page before</p> },
      {
        path: '/traders',
        element: (
          <LeaveGuardProvider>
            <AddressSearchProvider>
              <ListsPage {...(initialSearch === undefined ? {} : { initialSearch })} />
            </AddressSearchProvider>
          </LeaveGuardProvider>
        ),
      },
    ],
    { initialEntries: ['/before', address], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const searchBox = (label = 'Search Traders') => screen.getByLabelText(label) as HTMLInputElement;
/** Long enough for the address to follow a search, had it to. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, ADDRESS_SEARCH_DELAY_MS * 2)));

describe("the screen's main list and the address (?q=)", () => {
  it('puts its search in the address once typing pauses, in place of the entry, and goes on without starting again', async () => {
    const router = openAt('/traders');
    await screen.findByText('Spurs fan');
    const box = searchBox();
    await userEvent.type(box, 'arsenal');
    await waitFor(() => expect(router.state.location.search).toBe('?q=arsenal'));
    expect(router.state.historyAction).toBe('REPLACE');
    const calls = asked('traders').length;
    await pause();
    // The same box, still in use: the table was not drawn afresh by its own write, nor asked again.
    expect(searchBox()).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(asked('traders')).toHaveLength(calls);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/before');
  });

  it('starts with the search in the address (a reload, the window returned after a re-login)', async () => {
    openAt('/traders?q=chelsea');
    await screen.findByText('Chelsea fan');
    expect(asked('traders')[0]).toBe('chelsea');
    expect(searchBox().value).toBe('chelsea');
    expect(screen.queryByText('Spurs fan')).toBeNull();
  });

  it('takes the address over a search given to it, and starts again when the page is opened anew with another', async () => {
    const router = openAt('/traders?q=chelsea', 'chelsea');
    await screen.findByText('Chelsea fan');
    await userEvent.type(searchBox(), '{Control>}a{/Control}spurs');
    await waitFor(() => expect(router.state.location.search).toBe('?q=spurs'));
    expect(searchBox().value).toBe('spurs');
    // The one search opens the page anew: a new entry, another search.
    await act(() => router.navigate('/traders?q=arsenal'));
    await waitFor(() => expect(searchBox().value).toBe('arsenal'));
    await screen.findByText('Arsenal fan');
    expect(asked('traders').at(-1)).toBe('arsenal');
  });

  it('leaves it to the main list: a list drawn beside it keeps its search to itself', async () => {
    const router = openAt('/traders?q=spurs');
    await screen.findByText('Spurs fan');
    await userEvent.click(screen.getByRole('button', { name: 'Show the staff' }));
    const staffBox = await screen.findByLabelText('Search Staff');
    await waitFor(() => expect(asked('staff')).toEqual(['']));
    await userEvent.type(staffBox, 'chelsea');
    await pause();
    expect(router.state.location.search).toBe('?q=spurs');
    expect(searchBox().value).toBe('spurs');
  });
});
