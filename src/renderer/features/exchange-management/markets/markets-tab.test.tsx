// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EMPTY_TABLE_LAYOUT, fail, ok } from '@shared/contract';
import type { Market } from '@shared/contract/catalogue-common';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import ExchangeManagementScreen from '../exchange-management-screen';

const MARKET: Market = {
  _id: 'm7',
  sportId: 's1',
  sportName: 'Cricket',
  competitionId: 'c2',
  competitionName: 'IPL',
  eventId: 'e3',
  eventName: 'Chennai v Mumbai',
  marketTypeId: 't1',
  marketTypeCode: 'MATCH_ODDS',
  family: 'matchOdds',
  name: 'Match Odds',
  status: 'open',
  inPlay: false,
  popular: false,
  betDelaySeconds: null,
  effectiveDelaySeconds: 5,
  sequence: 1,
  accessCode: 'MO-7',
  externalId: null,
  selectionCount: 2,
  takesBets: true,
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const OTHER_MARKET: Market = { ...MARKET, _id: 'm8', name: 'Toss', accessCode: 'TS-8', sequence: 2 };
const EMPTY_PAGE = ok({ data: [], recordsTotal: 0, recordsFiltered: 0 });

/** The markets whose details the catalogue asked the exchange for. */
let detailsAsked: string[];
stubBridgeForEachTest(() => {
  detailsAsked = [];
  return {
    markets: {
      list: async () => ok({ data: [MARKET, OTHER_MARKET], recordsTotal: 2, recordsFiltered: 2 }),
      get: async ({ _id }: { _id: string }) => (detailsAsked.push(_id), fail({ kind: 'network', message: 'Not in this test.' })),
      suspendAllState: async () => ok({ batch: null }),
    },
    catalogue: { sports: async () => EMPTY_PAGE, competitions: async () => EMPTY_PAGE, events: async () => EMPTY_PAGE },
    preferences: { tableLayout: async () => ok(EMPTY_TABLE_LAYOUT), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) },
  };
});

/** Exchange Management's Markets tab, as the admin sees it. */
const openMarketsTab = () => {
  const router = createMemoryRouter([{ path: '/dashboard/add-market', element: <ExchangeManagementScreen /> }], { initialEntries: ['/dashboard/add-market?tab=markets'] });
  renderWithProviders(<RouterProvider router={router} />, signedIn('admin', 'admin'));
  return router;
};

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const marketRow = async (name: RegExp) => within(await screen.findByRole('table', { name: 'Markets' })).findByRole('row', { name }, { timeout: 5_000 });

/** Enter on the Markets list's row of `name`, and waits for the catalogue it opens. */
const openFromList = async (name: RegExp) => {
  const row = await marketRow(name);
  act(() => row.focus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(selectedTab()).toBe('Catalogue'));
};

describe('Exchange Management’s Markets list', () => {
  it('opens the focused row’s market on Enter: the catalogue, with its sport, competition, event and market selected', async () => {
    const router = openMarketsTab();
    const row = await within(await screen.findByRole('table', { name: 'Markets' })).findByRole('row', { name: /Match Odds/ }, { timeout: 5_000 });
    act(() => row.focus());
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(selectedTab()).toBe('Catalogue'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ tab: 'catalogue', sport: 's1', competition: 'c2', event: 'e3', market: 'm7' });
    await waitFor(() => expect(detailsAsked).toEqual(['m7']));
    // A step of its own: Back returns to the list.
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('gives the keyboard back to the row opened when Back returns from the catalogue to the list', async () => {
    const router = openMarketsTab();
    await openFromList(/Toss/);
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(selectedTab()).toBe('Markets'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('row', { name: /Toss/ })));
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('m8');
  });

  it('leaves the keyboard where it is when the list is shown again other than by Back (its tab chosen)', async () => {
    openMarketsTab();
    await openFromList(/Toss/);
    const marketsTab = screen.getByRole('tab', { name: 'Markets' });
    await userEvent.click(marketsTab);
    await marketRow(/Toss/);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Markets' }));
  });

  it('keeps the Status filter in the address, so Back from a market finds the list filtered as it was left', async () => {
    const router = createMemoryRouter([{ path: '/dashboard/add-market', element: <ExchangeManagementScreen /> }], { initialEntries: ['/dashboard/add-market?tab=markets&status=suspended'] });
    renderWithProviders(<RouterProvider router={router} />, signedIn('admin', 'admin'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Status' })).toHaveProperty('value', 'Suspended'));
    await openFromList(/Toss/);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(selectedTab()).toBe('Markets'));
    expect(router.state.location.search).toContain('status=suspended');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveProperty('value', 'Suspended');
  });
});
