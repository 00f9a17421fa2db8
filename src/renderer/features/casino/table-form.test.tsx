// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { CasinoEvent, LiveTable } from '@shared/contract/casino';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { testRound, testTable } from '../monitors/casino/test-casino';
import { GAME_KEPT } from './labels';
import { TableFormModal } from './table-form';

const LUCKY_7 = testTable('5f00000000000000000000a7', 'Lucky 7', { game: 'lucky7', provider: 'house' });
const REFUSAL = fail({ kind: 'conflict', status: 409, message: GAME_KEPT, fieldErrors: { game: GAME_KEPT } });

let latest: LiveTable[];
const saveEvent = vi.fn(async (_input: unknown) => REFUSAL);
stubBridgeForEachTest(() => {
  latest = [{ event: LUCKY_7, rounds: [testRound(1, 'settled')] }];
  saveEvent.mockClear();
  return { casino: { tabs: async () => ok([]), liveRounds: async () => ok(latest), saveEvent } };
});

const open = (editing?: CasinoEvent) => renderAsAdmin(<TableFormModal opened editing={editing} onClose={vi.fn()} />);
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const game = () => screen.getByRole('textbox', { name: 'Game' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const STAKES_RULE = 'Maximum stake: at least the minimum stake.';

describe('the table form', () => {
  it('keeps the game of a table that has played rounds: Game is off, and says why in the exchange’s words', async () => {
    open(LUCKY_7);
    await waitFor(() => expect(game().disabled).toBe(true));
    expect(screen.getByText(GAME_KEPT)).toBeTruthy();
  });

  it('puts the exchange’s refusal of another game on Game, for a table it did not know had played', async () => {
    latest = [{ event: LUCKY_7, rounds: [] }];
    const user = userEvent.setup();
    open(LUCKY_7);
    await user.click(game());
    await user.click(await screen.findByRole('option', { name: 'Teen Patti 20-20' }));
    expect(game().disabled).toBe(false);
    await user.click(save());
    await waitFor(() => expect(saveEvent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(game().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(game().getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('error')) ?? '')?.textContent).toBe(GAME_KEPT);
  });

  it('leaves Game open on a new table', () => {
    open();
    expect(game().disabled).toBe(false);
    expect(screen.queryByText(GAME_KEPT)).toBeNull();
  });

  it('checks the stakes again whichever of the two changes: the message comes and goes with Save', async () => {
    const user = userEvent.setup();
    open();
    await user.type(field('Table name'), 'Fast Lucky 7');
    await user.clear(field('Maximum stake'));
    await user.type(field('Maximum stake'), '1000');
    await user.clear(field('Minimum stake'));
    await user.type(field('Minimum stake'), '5000');
    // Said on Maximum as soon as Minimum passes it, the cursor still in Minimum.
    expect(await screen.findByText(STAKES_RULE)).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.clear(field('Minimum stake'));
    await user.type(field('Minimum stake'), '10');
    await waitFor(() => expect(screen.queryByText(STAKES_RULE)).toBeNull());
    expect(save().disabled).toBe(false);
    expect(field('Maximum stake').getAttribute('aria-invalid')).not.toBe('true');
  });
});
