// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import { LeaveGuardProvider, PAGE_FORM_QUESTION, useUnsavedWork } from '@renderer/components/leave-guard';
import { TabbedScreen, type ScreenTab } from '@renderer/components/tabbed-screen';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { useReplaceQuery } from './screen-address';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';

stubBridgeForEachTest(() => ({}));

/** A page form on a tab: unsaved while something is typed in it. */
function NoteForm() {
  const [text, setText] = useState('');
  useUnsavedWork(() => text !== '');
  // As the tab's list writes its search to the address.
  const replaceQuery = useReplaceQuery();
  return (
    <>
      <TextInput label="Note" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <button type="button" onClick={() => replaceQuery((params) => params.set('q', 'arsenal'))}>
        Search arsenal
      </button>
    </>
  );
}

const TABS: readonly ScreenTab[] = [
  { value: 'notes', label: 'Notes', panel: () => <NoteForm /> },
  { value: 'markets', label: 'Markets', panel: () => <p>The markets</p> },
  // Not offered to a user who may not list the audit.
  { value: 'audit', label: 'Audit', panel: () => <p>The audit</p>, requires: contract.audit.list },
];

/** The screen at `address`, one page after another (for Back), under the window's leave guard. */
const openAt = (address: string) => {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>The page before</p> },
      {
        path: '/screen',
        element: (
          <LeaveGuardProvider>
            <TabbedScreen title="Area" tabs={TABS} />
          </LeaveGuardProvider>
        ),
      },
    ],
    { initialEntries: ['/before', address], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />, signedIn('TRADER', 'trader1'));
  return router;
};

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('the open tab of a tabbed screen, in the address', () => {
  it('opens the tab the address names (a reload, a re-login, the one search)', () => {
    openAt('/screen?tab=markets');
    expect(selected()).toBe('Markets');
    expect(screen.getByText('The markets')).toBeTruthy();
  });

  it('shows the first tab for a value that is no tab of the screen', () => {
    openAt('/screen?tab=nonsense');
    expect(selected()).toBe('Notes');
  });

  it('shows the first tab for a tab this user is not offered', () => {
    openAt('/screen?tab=audit');
    expect(selected()).toBe('Notes');
    expect(screen.queryByRole('tab', { name: 'Audit' })).toBeNull();
  });

  it('puts the tab chosen in the address in place of the entry (Back leaves the screen), without the search of the tab left', async () => {
    const router = openAt('/screen?tab=notes&q=arsenal&market=m1');
    await userEvent.click(screen.getByRole('tab', { name: 'Markets' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=markets&market=m1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(selected()).toBe('Markets');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/before');
  });

  it('goes nowhere on the tab already open', async () => {
    const router = openAt('/screen?tab=markets');
    const before = router.state.location.key;
    await userEvent.click(screen.getByRole('tab', { name: 'Markets' }));
    expect(router.state.location.key).toBe(before);
  });

  it('asks once before a tab holding unsaved work is left: Keep editing stays, Discard opens the other tab', async () => {
    const router = openAt('/screen');
    await userEvent.type(screen.getByLabelText('Note'), 'half a note');
    await userEvent.click(screen.getByRole('tab', { name: 'Markets' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText(PAGE_FORM_QUESTION)).toBeNull());
    expect(selected()).toBe('Notes');
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('half a note');

    await userEvent.click(screen.getByRole('tab', { name: 'Markets' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(selected()).toBe('Markets'));
    expect(router.state.location.search).toBe('?tab=markets');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks nothing when the tab’s list writes its search beside unsaved work: typing a search loses nothing', async () => {
    const router = openAt('/screen?tab=notes');
    await userEvent.type(screen.getByLabelText('Note'), 'half a note');
    await userEvent.click(screen.getByRole('button', { name: 'Search arsenal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notes&q=arsenal'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('half a note');
  });
});
