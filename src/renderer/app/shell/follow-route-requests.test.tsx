// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { useFollowRouteRequests } from './follow-route-requests';

let send: ((payload: { href: string }) => void) | undefined;
let followed = 0;
stubBridgeForEachTest(() => ({
  windows: {
    onRoute: (listener: (payload: { href: string }) => void) => {
      send = listener;
      return () => (send = undefined);
    },
    followRoutes: async () => {
      followed += 1;
      return { ok: true, data: null };
    },
  },
}));

function ConsolePage() {
  useFollowRouteRequests();
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

const renderConsole = () => {
  const router = createMemoryRouter([{ path: '/dashboard/*', element: <ConsolePage /> }], { initialEntries: ['/dashboard/traders'] });
  return renderWithProviders(<RouterProvider router={router} />);
};

describe('a console window asked by another window to show a route', () => {
  it('says it follows routes, and goes to the route it is sent', async () => {
    const before = followed;
    renderConsole();
    expect(followed).toBe(before + 1);
    expect(screen.getByText('At /dashboard/traders')).toBeTruthy();
    act(() => send?.({ href: '/dashboard/risk?tab=live&market=m1' }));
    expect(await screen.findByText('At /dashboard/risk?tab=live&market=m1')).toBeTruthy();
  });

  it('stays where it is for an address that is not a page of the console', () => {
    renderConsole();
    act(() => send?.({ href: 'https://evil.example/dashboard/risk' }));
    expect(screen.getByText('At /dashboard/traders')).toBeTruthy();
  });

  it('stops listening when the shell goes', () => {
    const view = renderConsole();
    expect(send).toBeDefined();
    view.unmount();
    expect(send).toBeUndefined();
  });
});
