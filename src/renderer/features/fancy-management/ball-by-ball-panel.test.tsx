// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { BallEntry, BallState } from '@shared/contract/fancy-play';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { BallByBallPanel } from './ball-by-ball-panel';

const EVENT_ID = '5f00000000000000000000e1';
/** The feed as the exchange has it: a ball goes live on `bowl` and ends on `deliver` or `dead`. */
let state: BallState;
const ball = vi.fn(async (entry: BallEntry) => {
  state = { ...state, ballRunning: entry.action === 'bowl' };
  return ok(state);
});
beforeEach(() => {
  state = { eventId: EVENT_ID, ballRunning: false, runningMarketIds: [], runs: 0, wickets: 0, overs: '0.0', recent: [] };
  ball.mockClear();
});
stubBridgeForEachTest(() => ({ fancyPlay: { balls: async () => ok(state), ball } }));

const panel = () => screen.getByRole('region', { name: 'Ball-by-ball' });
/** The panel drawn, with the feed between balls; the user to act with. */
const openPanel = async () => {
  const user = userEvent.setup();
  const { client } = renderAsAdmin(<BallByBallPanel eventId={EVENT_ID} />);
  await screen.findByRole('button', { name: 'Ball in play' });
  return { user, client };
};
/** The keyboard is somewhere in the panel, never dropped to the page. */
const expectKeyboardInPanel = () => expect(panel().contains(document.activeElement)).toBe(true);

describe('the ball-by-ball panel keeps the scorer’s keyboard', () => {
  it('B on Ball in play, then 3 and Enter with no click in between: the ball is sent as 3 runs', async () => {
    const { user } = await openPanel();
    screen.getByRole('button', { name: 'Ball in play' }).focus();
    await user.keyboard('b');
    await screen.findByRole('button', { name: 'Send ball' });
    expectKeyboardInPanel();
    await user.keyboard('3');
    expect(screen.getByText('This ball: 3 runs')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ball).toHaveBeenLastCalledWith({ eventId: EVENT_ID, action: 'deliver', runs: 3, wicket: false, extra: 'none' }, undefined));
    expect(ball.mock.calls.map(([entry]) => entry.action)).toEqual(['bowl', 'deliver']);
  });

  it('a click on Ball in play, then on Send ball: the keys keep working after each, ball after ball', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Ball in play' }));
    await screen.findByRole('button', { name: 'Send ball' });
    expectKeyboardInPanel();
    await user.keyboard('4w');
    await user.click(screen.getByRole('button', { name: 'Send ball' }));
    await screen.findByRole('button', { name: 'Ball in play' });
    expect(ball).toHaveBeenLastCalledWith({ eventId: EVENT_ID, action: 'deliver', runs: 4, wicket: true, extra: 'none' }, undefined);
    expectKeyboardInPanel();
    await user.keyboard('b');
    await screen.findByRole('button', { name: 'Dead ball' });
    await user.click(screen.getByRole('button', { name: 'Dead ball' }));
    await screen.findByRole('button', { name: 'Ball in play' });
    expectKeyboardInPanel();
    expect(ball.mock.calls.map(([entry]) => entry.action)).toEqual(['bowl', 'deliver', 'bowl', 'dead']);
  });

  it('a focused button replaced by another window’s ball hands the keyboard to the panel', async () => {
    const { user, client } = await openPanel();
    screen.getByRole('button', { name: 'Ball in play' }).focus();
    state = { ...state, ballRunning: true };
    await act(() => client.invalidateQueries());
    await screen.findByRole('button', { name: 'Send ball' });
    expect(document.activeElement).toBe(panel());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(ball).toHaveBeenLastCalledWith({ eventId: EVENT_ID, action: 'dead' }, undefined));
  });
});
