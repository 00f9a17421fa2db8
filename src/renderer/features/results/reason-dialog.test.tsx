// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { DISCARD_QUESTION } from '@renderer/components/form-kit/close-guard';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ReasonDialog } from './reason-dialog';
import { ResultActionDialog } from './results-dialogs';

const SETTLED = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', status: 'settled', label: 'Royal Challengers Bengaluru', version: 1 });
const HELD = { ...SETTLED, status: 'held' as const };
const DECLARED = { ...SETTLED, status: 'declared' as const, version: 0 };

const calls = { hold: vi.fn(), unsettle: vi.fn() };
beforeEach(() => {
  calls.hold.mockReset();
  calls.unsettle.mockReset();
  (window as unknown as { exchange: unknown }).exchange = {
    results: {
      hold: async (input: unknown) => (calls.hold(input), ok({ ...HELD, status: 'declared' }, 'Result released.')),
      unsettle: async (input: unknown) => (calls.unsettle(input), ok({}, 'Settlement rolled back.')),
      // The Unsettle dialog names the live settlement it reverses, read first.
      settlements: async () => ok([{ settlementId: 's1', marketId: SETTLED.marketId, version: 1, status: 'live', label: 'Royal Challengers Bengaluru' }]),
    },
  };
  stubMatchMedia();
});
afterEach(cleanup);

/** Types a valid reason, then presses the confirm button twice before anything re-renders (a fast double click). */
async function confirmTwiceQuickly(confirmLabel: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Reason/), 'Feed corrected the result');
  const button = screen.getByRole('button', { name: confirmLabel });
  fireEvent.click(button);
  fireEvent.click(button);
}

describe('a change that needs a reason', () => {
  it('is confirmed once however fast its button is pressed twice', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ReasonDialog title="Release the result" summary="The result can be settled again." confirmLabel="Release result" busy={false} error={null} onConfirm={onConfirm} onClose={vi.fn()} />);
    await confirmTwiceQuickly('Release result');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledWith('Feed corrected the result');
  });

  it.each([
    ['release', HELD, 'Release result', calls.hold],
    ['unsettle', SETTLED, 'Unsettle', calls.unsettle],
  ] as const)('%s reaches the exchange once on a double click, and its success closes the dialog', async (action, market, confirmLabel, call) => {
    const onClose = vi.fn();
    renderWithProviders(<ResultActionDialog action={action} market={market} onClose={onClose} />);
    await confirmTwiceQuickly(confirmLabel);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(call).toHaveBeenCalledOnce();
  });
});

describe('an unsettle whose outcome is not known', () => {
  const LIVE = { settlementId: 's1', marketId: SETTLED.marketId, version: 1, status: 'live', label: 'Royal Challengers Bengaluru' };
  /** The exchange answers Unsettle with `answer`, and the settlements read with `live` (what it holds now). */
  const exchangeAnswers = (answer: () => Result<unknown>, live: () => unknown[]) => {
    const results = (window as unknown as { exchange: { results: Record<string, unknown> } }).exchange.results;
    results.unsettle = async (input: unknown) => (calls.unsettle(input), answer());
    results.settlements = async () => ok(live());
  };

  it('says it may or may not have been done and that Unsettle again is safe, then repeats the same call', async () => {
    let answer: Result<unknown> = fail({ kind: 'timeout', message: FALLBACK_ERROR_MESSAGE });
    exchangeAnswers(() => answer, () => [LIVE]);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResultActionDialog action="unsettle" market={SETTLED} onClose={onClose} />);
    await user.type(await screen.findByLabelText(/Reason/), 'Feed corrected the result');
    await user.click(screen.getByRole('button', { name: 'Unsettle' }));
    expect(
      await screen.findByText('The exchange did not answer in time. It may or may not have been done: press Unsettle again to finish it. That is safe: the exchange does it once, never twice.'),
    ).toBeTruthy();
    answer = ok({}, 'Settlement rolled back.');
    await user.click(screen.getByRole('button', { name: 'Unsettle' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    // The same settlement, named by its version: the exchange would refuse to reverse it twice.
    expect(calls.unsettle.mock.calls[1]).toEqual(calls.unsettle.mock.calls[0]);
    expect(calls.unsettle.mock.calls[0]?.[0]).toMatchObject({ expectedVersion: 1 });
  });

  it('once the settlements read again show none live (the first call landed), says there is nothing left to undo', async () => {
    let live = [LIVE];
    exchangeAnswers(() => ((live = []), fail({ kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' })), () => live);
    const user = userEvent.setup();
    renderWithProviders(<ResultActionDialog action="unsettle" market={SETTLED} onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText(/Reason/), 'Feed corrected the result');
    await user.click(screen.getByRole('button', { name: 'Unsettle' }));
    expect(await screen.findByText('The market has no settlement to undo.')).toBeTruthy();
    expect(screen.queryByText(/may or may not/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unsettle' })).toBeNull();
  });
});

describe('closing a dialog that asks for a reason', () => {
  /** Opens the Hold dialog of a declared result; the user, what closing calls, and the dialog. */
  const openHold = async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ResultActionDialog action="hold" market={DECLARED} onClose={onClose} />);
    return { user, onClose, dialog: await screen.findByRole('dialog', { name: 'Hold the result of To Win the Toss of RCB v KKR' }) };
  };

  it.each(['Cancel', 'Escape'])('closes at once on %s when no reason is typed', async (how) => {
    const { user, onClose, dialog } = await openHold();
    if (how === 'Cancel') await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    else await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(DISCARD_QUESTION)).toBeNull();
  });

  it.each(['Cancel', 'Escape'])('asks on %s before a typed reason is thrown away, and keeps it when the user goes back', async (how) => {
    const { user, onClose, dialog } = await openHold();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Stewards’ enquiry');
    const close = async () => (how === 'Cancel' ? user.click(within(dialog).getByRole('button', { name: 'Cancel' })) : user.keyboard('{Escape}'));
    await close();
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(question).getByText(DISCARD_QUESTION)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe('Stewards’ enquiry');

    await close();
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls.hold).not.toHaveBeenCalled();
  });
});
