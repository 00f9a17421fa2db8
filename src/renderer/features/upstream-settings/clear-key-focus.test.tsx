// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { UpstreamStatus } from '@shared/contract/upstream-settings';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import UpstreamSettingsScreen from './upstream-settings-screen';

const SAVED: UpstreamStatus[] = [
  // Geolocation first: its Key field comes first on the page, and is not the one to focus.
  { upstream: 'geolocation', baseUrl: 'https://geo.example.com', source: 'settings', keySet: true, keyIsDefault: false, hasDefaultKey: false, keyStorage: 'keychain' },
  { upstream: 'gameProvider', baseUrl: 'https://games.example.com', source: 'settings', keySet: true, keyIsDefault: false, hasDefaultKey: false, keyStorage: 'keychain' },
];

/** What main holds now (Clear key empties the game provider's key), and what its list answers: late, as it may. */
let statuses: UpstreamStatus[];
let listed: UpstreamStatus[];
stubBridgeForEachTest(() => {
  statuses = listed = SAVED;
  const clearKey = async ({ upstream }: { upstream: string }) => {
    statuses = statuses.map((status) => (status.upstream === upstream ? { ...status, keySet: false } : status));
    return ok(statuses);
  };
  return { about: { info: async () => ok({}) }, upstreamSettings: { list: async () => ok(listed), history: async () => ok([]), clearKey: vi.fn(clearKey) } };
});

const nextFrame = () => act(() => new Promise((frame) => requestAnimationFrame(frame)));

describe('the keyboard after Clear key', () => {
  it('goes to the same card’s Key field once the key is cleared, though the list says so only later (Clear key is then off)', async () => {
    const user = userEvent.setup();
    const { client } = renderAsAdmin(<UpstreamSettingsScreen />);
    const card = within(await screen.findByRole('region', { name: 'Game provider' }));
    await user.click(await card.findByRole('button', { name: 'Clear key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the Game provider key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear key' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await nextFrame();
    await nextFrame();
    listed = statuses;
    await act(() => client.invalidateQueries());
    await card.findByText('No key');
    expect((card.getByRole('button', { name: 'Clear key' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(card.getByLabelText('Game provider key')));
  });

  it('goes back to Clear key when the user cancels', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<UpstreamSettingsScreen />);
    const card = within(await screen.findByRole('region', { name: 'Game provider' }));
    const clearKey = await card.findByRole('button', { name: 'Clear key' });
    await user.click(clearKey);
    const dialog = await screen.findByRole('dialog', { name: 'Clear the Game provider key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(clearKey));
  });
});
