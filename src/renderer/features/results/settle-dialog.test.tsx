// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type BridgeError, type Result } from '@shared/contract';
import type { SettlementPreview } from '@shared/contract/results';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { SettleDialog } from './settle-dialog';

const MARKET = marketResult({ marketId: 'm-odds', marketName: 'Match Odds', eventName: 'Sabalenka v Swiatek', family: 'matchOdds', status: 'declared', label: 'Sabalenka', openBets: 14 });

const PREVIEW: SettlementPreview = {
  marketId: 'm-odds',
  label: 'Sabalenka',
  betCount: 14,
  punterCount: 9,
  punterWon: 1_194_570,
  punterLost: 262_230,
  voidFactor: 0,
  deduction: 0,
  nextVersion: 1,
  resultKey: 'w:sel-sabalenka|vf:0|r4:0',
  large: false,
};

let settleAnswer: Result<unknown> | Promise<Result<unknown>>;
let previewAnswer: Result<SettlementPreview>;
let previewReads: number;
/** What each Settle press sent to the exchange, and the idempotency key it carried. */
let sent: unknown[];
let keys: unknown[];
let onClose: () => void;
/** Runs when the exchange receives a settle, before it answers (another user's change landing meanwhile). */
let onSettle: () => void;
beforeEach(() => {
  previewAnswer = ok(PREVIEW);
  previewReads = 0;
  sent = [];
  keys = [];
  onClose = vi.fn();
  onSettle = () => {};
});
stubBridgeForEachTest(() => ({
  results: {
    settlePreview: async () => (previewReads++, previewAnswer),
    settle: async (input: unknown, carriage?: { idempotencyKey?: string }) => (sent.push(input), keys.push(carriage?.idempotencyKey), onSettle(), settleAnswer),
  },
}));

/** The dialog, with the page's query client: a test invalidates it as another window's change notice does. */
const openDialog = () => renderWithProviders(<SettleDialog market={MARKET} onClose={onClose} />);

const refusal = (kind: BridgeError['kind'], message: string): Result<never> => fail({ kind, message });

/** Opens the dialog, presses Settle with the exchange answering `answer`, and waits for `shown` (what it says); the page's query client. */
async function settleAnswered(answer: Result<unknown>, shown: string) {
  const user = userEvent.setup();
  settleAnswer = answer;
  const { client } = openDialog();
  await user.click(await screen.findByRole('button', { name: 'Settle 14 bets' }));
  await screen.findByText(shown);
  return client;
}

/** What the dialog says after a failure whose outcome is not known: it may have settled, and Settle again is safe. */
const SAFE_AGAIN = 'It may or may not have been done: press Settle 14 bets again to finish it. That is safe: the exchange does it once, never twice.';
const TIMED_OUT = `The exchange did not answer in time. ${SAFE_AGAIN}`;
/** Opens the dialog and presses Settle, which times out (main's time-out carries the generic words); the page's query client. */
const settleTimedOut = () => settleAnswered(refusal('timeout', FALLBACK_ERROR_MESSAGE), TIMED_OUT);

/**
 * Presses Settle again, and the exchange answers with the settlement (the first call's, or this one's): the
 * dialog closes, and the retry was the same call with the same idempotency key, so it could not pay twice.
 */
async function expectRetrySettlesTheSameCall(user: ReturnType<typeof userEvent.setup>) {
  settleAnswer = ok({ version: 1, betCount: 14 });
  await user.click(screen.getByRole('button', { name: 'Settle 14 bets' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(keys[0]).toEqual(expect.any(String));
  expect(keys[1]).toBe(keys[0]);
}

/** The figures and Settle are still there, to repeat the same keyed call. */
function expectSettleOfferedAgain() {
  expect(screen.getByText(/settles as version 1/)).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Settle 14 bets' }) as HTMLButtonElement).disabled).toBe(false);
}

describe('the Settle dialog', () => {
  it('names the market and its event in its title at any amount, a race by its name ("14:30 Cheltenham")', async () => {
    const { unmount } = openDialog();
    await screen.findByRole('button', { name: 'Settle 14 bets' });
    expect(screen.getByRole('dialog', { name: 'Settle Match Odds of Sabalenka v Swiatek' })).toBeTruthy();
    unmount();
    renderWithProviders(<SettleDialog market={{ ...MARKET, marketName: 'Win', eventName: '14:30 Cheltenham', course: 'Cheltenham', family: 'racing' }} onClose={onClose} />);
    expect(await screen.findByRole('button', { name: 'Settle 14 bets' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Settle Win of 14:30 Cheltenham' })).toBeTruthy();
  });

  it('says money moves at once, and only an unsettle takes it back, at any amount: a settle always moves money', async () => {
    const MONEY_MOVES = 'Money moves at once: only an unsettle, with its reason, takes it back';
    const { unmount } = openDialog();
    await screen.findByRole('button', { name: 'Settle 14 bets' });
    expect(screen.getByText(MONEY_MOVES)).toBeTruthy();
    unmount();
    previewAnswer = ok({ ...PREVIEW, large: true });
    openDialog();
    expect(await screen.findByText(MONEY_MOVES)).toBeTruthy();
  });

  it('once the exchange refuses (settled from another window), shows only why, not the old figures, and offers no Settle', async () => {
    const user = userEvent.setup();
    settleAnswer = refusal('conflict', 'The market is already settled (version 1).');
    previewAnswer = ok(PREVIEW);
    const { client } = openDialog();
    const settle = await screen.findByRole('button', { name: 'Settle 14 bets' });
    expect(screen.getByText(/settles as version 1/)).toBeTruthy();
    await user.click(settle);
    await screen.findByText('The market is already settled (version 1).');
    expect(screen.queryByText(/settles as version 1/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Settle' }) as HTMLButtonElement).disabled).toBe(true);
    // The other window's settlement reaches this one: the preview is read again and refused too. The final
    // refusal already says why; the preview's is not shown beside it.
    previewAnswer = refusal('conflict', 'Only a declared result that is not settled yet can be settled.');
    await act(() => client.invalidateQueries());
    expect(screen.queryByText(/Only a declared result/)).toBeNull();
    expect(screen.getByText('The market is already settled (version 1).')).toBeTruthy();
  });

  it('after a time-out, keeps the figures and Settle when the preview is then refused: the first call may have landed, and the retry says', async () => {
    const user = userEvent.setup();
    const client = await settleTimedOut();
    // The first call did land: the market is settled, so the preview read again is refused.
    previewAnswer = refusal('conflict', 'Only a declared result that is not settled yet can be settled.');
    await act(() => client.invalidateQueries());
    expect(previewReads).toBe(2);
    expect(screen.queryByText('Only a declared result that is not settled yet can be settled.')).toBeNull();
    expectSettleOfferedAgain();
    // The retry is answered with the first call's settlement: the same call, the same key.
    await expectRetrySettlesTheSameCall(user);
  });

  it('while the retry is on its way, still shows what it settles, whatever the preview read meanwhile', async () => {
    const user = userEvent.setup();
    const client = await settleTimedOut();
    previewAnswer = refusal('conflict', 'Only a declared result that is not settled yet can be settled.');
    await act(() => client.invalidateQueries());
    let answer: (result: Result<unknown>) => void = () => {};
    settleAnswer = new Promise((resolve) => (answer = resolve));
    await user.click(screen.getByRole('button', { name: 'Settle 14 bets' }));
    await screen.findByText('Settling: waiting for the exchange to confirm…');
    expect(screen.getByText(/settles as version 1/)).toBeTruthy();
    expect(screen.queryByText('Only a declared result that is not settled yet can be settled.')).toBeNull();
    await act(async () => answer(ok({ version: 1, betCount: 14 })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('treats a 5xx answer like a time-out: the figures and Settle stay, and the retry repeats the call with the same key', async () => {
    const user = userEvent.setup();
    await settleAnswered(fail({ kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' }), `The exchange failed (Service temporarily unavailable). ${SAFE_AGAIN}`);
    expectSettleOfferedAgain();
    // The 5xx came after the commit: the retry, with the same key, is answered with that settlement, not "already settled".
    await expectRetrySettlesTheSameCall(user);
  });

  it('after a time-out keeps the figures and Settle, to repeat the same call', async () => {
    await settleTimedOut();
    expectSettleOfferedAgain();
  });

  it('after a time-out says the settlement may or may not have gone through, and Settle again sends the same key', async () => {
    const user = userEvent.setup();
    await settleTimedOut();
    expect(screen.getByRole('alert').textContent).toBe(TIMED_OUT);
    expect(screen.queryByText(FALLBACK_ERROR_MESSAGE)).toBeNull();
    // The first call never landed: the retry settles, once, with the key of the first press.
    await expectRetrySettlesTheSameCall(user);
  });

  it('says the same in the typed confirmation of a large settlement, and its Settle again sends the same key', async () => {
    const user = userEvent.setup();
    previewAnswer = ok({ ...PREVIEW, large: true });
    settleAnswer = refusal('network', FALLBACK_ERROR_MESSAGE);
    openDialog();
    await user.type(await screen.findByLabelText('Type Sabalenka v Swiatek to confirm'), 'Sabalenka v Swiatek');
    await user.click(screen.getByRole('button', { name: 'Settle 14 bets' }));
    expect(await screen.findByText(`The exchange could not be reached. ${SAFE_AGAIN}`)).toBeTruthy();
    await expectRetrySettlesTheSameCall(user);
  });

  it("after a refusal gives the exchange's own words: nothing is uncertain", async () => {
    await settleAnswered(refusal('conflict', 'The market is already settled (version 1).'), 'The market is already settled (version 1).');
    expect(screen.queryByText(/may or may not/)).toBeNull();
  });

  it('sends what it showed: the version, the result and the money, for the exchange to check', async () => {
    await settleTimedOut();
    expect(sent).toEqual([{ marketId: 'm-odds', expected: { version: 1, resultKey: 'w:sel-sabalenka|vf:0|r4:0', betCount: 14, punterWon: 1_194_570, punterLost: 262_230 } }]);
  });

  it('after a time-out repeats exactly the call it made, even when the figures were read again meanwhile', async () => {
    const user = userEvent.setup();
    const client = await settleTimedOut();
    previewAnswer = ok(CORRECTED);
    await act(() => client.invalidateQueries());
    await user.click(screen.getByRole('button', { name: 'Settle 14 bets' }));
    expect(sent[1]).toEqual(sent[0]);
  });

  it('when the exchange says the result changed since, says so, shows the new figures and settles those', async () => {
    const user = userEvent.setup();
    const changed = 'The result changed since you looked: it is now Swiatek. Check the figures and settle again.';
    settleAnswer = fail({ kind: 'conflict', status: 409, message: changed, fieldErrors: { expected: changed } });
    // Another user corrects the result while this dialog is open: the exchange now previews other figures.
    onSettle = () => (previewAnswer = ok(CORRECTED));
    openDialog();
    await user.click(await screen.findByRole('button', { name: 'Settle 14 bets' }));
    await screen.findByText(changed);
    await screen.findByText(/settles as version 2/);
    expect(screen.getByText('Swiatek')).toBeTruthy();
    expect(screen.queryByText('Sabalenka')).toBeNull();
    settleAnswer = ok({ version: 2, betCount: 12 });
    await user.click(screen.getByRole('button', { name: 'Settle 12 bets' }));
    expect(sent[1]).toEqual({ marketId: 'm-odds', expected: { version: 2, resultKey: 'w:sel-swiatek|vf:0|r4:0', betCount: 12, punterWon: 50_000, punterLost: 70_000 } });
  });
});

/** The same market after another user's correction and a settle and rollback: another winner, version 2, fewer bets. */
const CORRECTED: SettlementPreview = { ...PREVIEW, label: 'Swiatek', resultKey: 'w:sel-swiatek|vf:0|r4:0', nextVersion: 2, betCount: 12, punterWon: 50_000, punterLost: 70_000 };
