// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { GamesPanel } from './games-panel';

const ROULETTE = { id: 'eu-roulette', name: 'European Roulette', enabled: true };
const disableGame = vi.fn(async ({ id }: { id: string }) => ok({ ...ROULETTE, id, enabled: false }));
beforeEach(() => {
  stubMatchMedia();
  disableGame.mockClear();
  (window as unknown as { exchange: unknown }).exchange = { gameProvider: { games: async () => ok([ROULETTE]), disableGame, enableGame: vi.fn() } };
});
afterEach(cleanup);

const show = () => {
  renderAsAdmin(<GamesPanel />);
};

describe('the provider games', () => {
  it('asks before taking a live game off the site, and does nothing on Cancel', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Disable European Roulette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable European Roulette' });
    expect(dialog.textContent).toContain('It leaves the site at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(disableGame).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Disable European Roulette' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable European Roulette' })).getByRole('button', { name: 'Disable' }));
    await vi.waitFor(() => expect(disableGame).toHaveBeenCalledTimes(1));
    expect(disableGame.mock.calls[0]?.[0]).toEqual({ id: 'eu-roulette' });
  });
});
