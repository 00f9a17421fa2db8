// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { UpstreamStatus } from '@shared/contract/upstream-settings';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import UpstreamSettingsScreen from './upstream-settings-screen';

const BUILT_IN = "Using the demo exchange's built-in key";
const SAVED = 'Using the key you saved';
const atSimulator: UpstreamStatus = { upstream: 'gameProvider', baseUrl: 'http://127.0.0.1:4100', source: 'demo', keySet: true, keyIsDefault: true, hasDefaultKey: true, keyStorage: 'memory' };

/** Main as the screen sees it: the game provider's status, and Use default putting the built-in key back. */
let status: UpstreamStatus;
const useDefaultKey = vi.fn(async (_input: { upstream: string }) => {
  status = { ...status, keySet: true, keyIsDefault: true };
  return ok([status]);
});

beforeEach(() => {
  stubMatchMedia();
  useDefaultKey.mockClear();
  (window as unknown as { exchange: unknown }).exchange = {
    about: { info: async () => ok({}) },
    upstreamSettings: { list: async () => ok([status]), history: async () => ok([]), useDefaultKey },
  };
});
afterEach(cleanup);

const section = async () => within(await screen.findByRole('region', { name: 'Game provider' }));
const useDefaultButton = async () => (await section()).getByRole('button', { name: 'Use default key' }) as HTMLButtonElement;

describe("the game provider key's Use default", () => {
  it('says the built-in key is in use, and offers nothing to bring back', async () => {
    status = atSimulator;
    renderAsAdmin(<UpstreamSettingsScreen />);
    await (await section()).findByText(BUILT_IN);
    expect((await useDefaultButton()).disabled).toBe(true);
  });

  it('replaces a saved key only after asking, naming the service, then says the built-in key is in use', async () => {
    status = { ...atSimulator, keyIsDefault: false };
    const user = userEvent.setup();
    renderAsAdmin(<UpstreamSettingsScreen />);
    await (await section()).findByText(SAVED);
    await user.click(await useDefaultButton());
    const asking = await screen.findByRole('dialog', { name: 'Use the built-in Game provider key?' });
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(useDefaultKey).not.toHaveBeenCalled();
    await user.click(await useDefaultButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Use the built-in Game provider key?' })).getByRole('button', { name: 'Use default' }));
    await vi.waitFor(() => expect(useDefaultKey).toHaveBeenCalledOnce());
    expect(useDefaultKey.mock.calls[0]?.[0]).toEqual({ upstream: 'gameProvider' });
    await (await section()).findByText(BUILT_IN);
    expect((await section()).queryByText(SAVED)).toBeNull();
    await vi.waitFor(async () => expect((await useDefaultButton()).disabled).toBe(true));
  });

  it('brings the built-in key back at once after Clear key: nothing to lose, nothing asked', async () => {
    status = { ...atSimulator, keySet: false, keyIsDefault: false };
    const user = userEvent.setup();
    renderAsAdmin(<UpstreamSettingsScreen />);
    await (await section()).findByText('No key');
    expect((await section()).queryByText(SAVED)).toBeNull();
    await user.click(await useDefaultButton());
    await vi.waitFor(() => expect(useDefaultKey).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    await (await section()).findByText(BUILT_IN);
  });

  it('is not offered where no built-in key exists (another host, or not the demo); the base URL keeps its own Use default', async () => {
    status = { upstream: 'gameProvider', baseUrl: 'https://games.example.com', source: 'settings', keySet: true, keyIsDefault: false, hasDefaultKey: false, keyStorage: 'keychain' };
    renderAsAdmin(<UpstreamSettingsScreen />);
    const games = await section();
    await games.findByText(SAVED);
    expect(games.queryByRole('button', { name: 'Use default key' })).toBeNull();
    expect(games.getAllByRole('button', { name: 'Use default' })).toHaveLength(1);
  });
});
