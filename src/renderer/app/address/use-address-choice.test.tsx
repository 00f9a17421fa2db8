// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressChoice } from './use-address-choice';

const LEVELS = ['sports', 'events'] as const;
const FILTERS = ['all', 'hidden'] as const;

/** Two segments: a level (another list, so the search goes) and a filter of the same list (the search stays). */
function Segments() {
  const [level, setLevel] = useAddressChoice('level', LEVELS, 'events', { clearsSearch: true });
  const [filter, setFilter] = useAddressChoice('shown', FILTERS, 'all');
  return (
    <>
      <p>
        {level} / {filter}
      </p>
      <button type="button" onClick={() => setLevel('sports')}>
        Sports
      </button>
      <button type="button" onClick={() => setLevel('events')}>
        Events
      </button>
      <button type="button" onClick={() => setFilter('hidden')}>
        Hidden
      </button>
    </>
  );
}

const openAt = (address: string) => {
  const router = createMemoryRouter([{ path: '/screen', element: <Segments /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(cleanup);

describe('a choice kept in the address', () => {
  it('shows the choice the address names (a reload, a re-login), and the fallback for one it does not know', () => {
    openAt('/screen?tab=active&level=sports&shown=hidden');
    expect(screen.getByText('sports / hidden')).toBeTruthy();
    cleanup();
    openAt('/screen?level=nonsense');
    expect(screen.getByText('events / all')).toBeTruthy();
  });

  it('puts a choice in the address in place of the entry; another list drops the search, a filter keeps it', async () => {
    const router = openAt('/screen?tab=active&q=arsenal');
    await userEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=active&q=arsenal&shown=hidden'));
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=active&shown=hidden&level=sports'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('sports / hidden')).toBeTruthy();
    // The fallback is left out of the address.
    await userEvent.click(screen.getByRole('button', { name: 'Events' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=active&shown=hidden'));
  });
});
