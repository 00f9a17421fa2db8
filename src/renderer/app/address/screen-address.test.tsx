// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useReplaceQuery } from './screen-address';

/** The writer of the screen last drawn, as a late timer of it holds it. */
let writer: ReturnType<typeof useReplaceQuery> | undefined;

/** Writes its tab and, in the same tick (before the first write is drawn), its search: as a tab's list may. */
function TwoWrites() {
  const replaceQuery = useReplaceQuery();
  useEffect(() => {
    writer = replaceQuery;
  }, [replaceQuery]);
  const both = () => {
    replaceQuery((params) => params.set('tab', 'markets'));
    replaceQuery((params) => params.set('q', 'arsenal'));
  };
  return (
    <button type="button" onClick={both}>
      Both
    </button>
  );
}

afterEach(cleanup);

describe('the screen’s own writes of its address', () => {
  it('keeps a write not drawn yet when another follows at once: the second builds on the router’s latest address', async () => {
    const router = createMemoryRouter([{ path: '/screen', element: <TwoWrites /> }], { initialEntries: ['/screen?market=m1'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() => expect(router.state.location.search).toBe('?market=m1&tab=markets&q=arsenal'));
  });

  it('writes nothing while the window is still loading another screen (a lazy route)', async () => {
    let loaded: (route: { element: ReactElement }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/screen', element: <TwoWrites /> },
        { path: '/other', lazy: () => new Promise<{ element: ReactElement }>((resolve) => (loaded = resolve)) },
      ],
      { initialEntries: ['/screen'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: 'Both' });
    const going = router.navigate('/other');
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/other'));
    writer?.((params) => params.set('q', 'arsenal'));
    loaded({ element: <p>Other</p> });
    await going;
    await screen.findByText('Other');
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });

  it('writes nothing once the window is going to another screen', async () => {
    const router = createMemoryRouter(
      [
        { path: '/screen', element: <TwoWrites /> },
        { path: '/other', element: <p>Other</p> },
      ],
      { initialEntries: ['/screen'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: 'Both' });
    await router.navigate('/other');
    await screen.findByText('Other');
    // The screen left writes its search late (its timer fires after the link was clicked).
    writer?.((params) => params.set('q', 'arsenal'));
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});
