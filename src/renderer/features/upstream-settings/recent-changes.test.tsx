// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { UpstreamChange, UpstreamStatus } from '@shared/contract/upstream-settings';
import { setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import UpstreamSettingsScreen from './upstream-settings-screen';

const AT = '2026-03-14T09:30:00.000Z';
const statuses: UpstreamStatus[] = [{ upstream: 'gameProvider', baseUrl: 'https://games.example.com', source: 'environment', keySet: false, keyStorage: 'keychain' }];
let history: UpstreamChange[];
const setKey = vi.fn(async () => {
  history = [{ at: AT, by: 'admin', upstream: 'gameProvider', change: 'Key set' }, ...history];
  return ok(statuses.map((status) => ({ ...status, keySet: true })));
});

beforeEach(() => {
  stubMatchMedia();
  setFormatSettings({ timeZone: 'Asia/Kolkata' });
  history = [];
  setKey.mockClear();
  (window as unknown as { exchange: unknown }).exchange = {
    about: { info: async () => ok({}) },
    upstreamSettings: { list: async () => ok(statuses), history: async () => ok(history), setKey },
  };
});
afterEach(() => {
  cleanup();
  setFormatSettings({ timeZone: undefined });
});

const recentChanges = async () => within(await screen.findByRole('region', { name: 'Recent changes' }));

describe('the recent changes to upstream settings', () => {
  it('lists each change newest first: when in the user’s zone, by whom, the upstream by its label, what', async () => {
    history = [
      { at: AT, by: 'ops-admin', upstream: 'geolocation', change: 'Key cleared' },
      { at: '2026-03-13T18:00:00.000Z', by: 'admin', upstream: 'dnsProvider', change: 'Base URL set to https://dns.example.com' },
    ];
    renderAsAdmin(<UpstreamSettingsScreen />);
    const table = (await recentChanges()).getByRole('table', { name: 'Recent changes to upstream settings' });
    await within(table).findByText('Key cleared');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['When', 'By', 'Upstream', 'Change'],
      ['Mar 14, 2026, 3:00:00 PM', 'ops-admin', 'Geolocation', 'Key cleared'],
      ['Mar 13, 2026, 11:30:00 PM', 'admin', 'DNS provider', 'Base URL set to https://dns.example.com'],
    ]);
  });

  it('says when there is no change yet, and shows a change made on the screen', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<UpstreamSettingsScreen />);
    const section = await recentChanges();
    await section.findByText('No change yet.');
    expect(section.queryByRole('table')).toBeNull();
    await user.type(screen.getByLabelText('Game provider key'), 'a-new-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await vi.waitFor(() => expect(setKey).toHaveBeenCalledOnce());
    const table = await section.findByRole('table', { name: 'Recent changes to upstream settings' });
    expect(within(table).getByRole('cell', { name: 'Key set' })).toBeTruthy();
    expect(section.queryByText('No change yet.')).toBeNull();
  });
});
