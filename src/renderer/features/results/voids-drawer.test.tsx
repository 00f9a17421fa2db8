// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { BetsInWindow, MarketResult, ResultBet } from '@shared/contract/results';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { VoidsDrawer } from './voids-drawer';

const SETTLED = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', marketStatus: 'closed', status: 'settled', label: 'Royal Challengers Bengaluru', version: 1 });
const BET: ResultBet = { betId: 'b1', punter: 'punter0001', outcomeName: 'Royal Challengers Bengaluru', side: 'back', price: '1.90', stake: 10_000, status: 'settled', placedAt: '2026-11-28T08:37:21.832Z', pnl: 4_500, deduction: null, deadHeat: null, voidFactor: 0.5 };

/** What the exchange says the market and its bets are now: another window's void changes them. */
let marketNow: MarketResult;
let betsNow: ResultBet[];
/** The window's list as the exchange answers it now: unset, the market's bets, all of them listed. */
let windowNow: BetsInWindow | undefined;
const preVoidList = vi.fn();
/** What each pre-void press sent, and what the exchange answers it (`onPreVoid` runs first: another change landing meanwhile). */
let preVoidSent: unknown[];
let preVoidAnswer: Result<unknown>;
let onPreVoid: () => void;
/** What the exchange answers a void of chosen bets: a time-out unless a test says otherwise. */
let voidBetsAnswer: Result<unknown>;
beforeEach(() => {
  voidBetsAnswer = fail({ kind: 'timeout', message: 'The exchange did not answer in time.' });
  marketNow = SETTLED;
  betsNow = [BET];
  windowNow = undefined;
  preVoidList.mockReset();
  preVoidSent = [];
  preVoidAnswer = ok({ voided: 0, rolledBackVersion: null, resettledVersion: null, accounts: 0 });
  onPreVoid = () => {};
});
stubBridgeForEachTest(() => ({
  results: {
    get: async () => ok(marketNow),
    bets: async () => ok(betsNow),
    preVoidList: async (input: unknown) => (preVoidList(input), ok(windowNow ?? { data: betsNow, recordsTotal: betsNow.length, maxSeq: 1 })),
    preVoid: async (input: unknown) => (preVoidSent.push(input), onPreVoid(), preVoidAnswer),
    voidBets: async () => voidBetsAnswer,
  },
}));

/** The window's query client, made per render: a test invalidates it as another window's change notice does. */
let client: QueryClient;
const showDrawer = () => {
  client = renderWithProviders(<VoidsDrawer market={SETTLED} onClose={vi.fn()} />).client;
};

afterEach(() => setFormatSettings({ timeZone: undefined }));

/** Chooses punter0001's bet, presses Void 1 chosen bet, gives the reason and confirms: the dialog. */
async function chosenBetVoided(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /Choose punter0001/ }));
  await user.click(screen.getByRole('button', { name: 'Void 1 chosen bet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Void the chosen bets on To Win the Toss of RCB v KKR' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Placed after the toss');
  await user.click(within(dialog).getByRole('button', { name: 'Void bets' }));
  return dialog;
}

describe('the Bets and voids drawer', () => {
  it('asks each void afresh: a time-out on the chosen bets is not said again on Void market', async () => {
    const user = userEvent.setup();
    showDrawer();
    const bets = await chosenBetVoided(user);
    await within(bets).findByText(/press Void bets again to finish it/);
    await user.click(within(bets).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Void market' }));
    const market = await screen.findByRole('dialog', { name: /^Void .*To Win the Toss$/ });
    expect(within(market).queryByText(/may or may not have been done/)).toBeNull();
  });

  it('names the market in the toast of a confirmed void, as the dialogs name it', async () => {
    const show = vi.spyOn(notifications, 'show');
    voidBetsAnswer = ok({ voided: 1, rolledBackVersion: 1, resettledVersion: 2, accounts: 1 }, 'Settlement version 1 was rolled back first; 1 bet voided. The market was settled again as version 2.');
    const user = userEvent.setup();
    showDrawer();
    await chosenBetVoided(user);
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'To Win the Toss of RCB v KKR: Settlement version 1 was rolled back first; 1 bet voided. The market was settled again as version 2.', color: 'green' }),
      ),
    );
    show.mockRestore();
  });

  it('follows the market as it is now: voided from another window, it offers no Void market', async () => {
    showDrawer();
    await screen.findByRole('button', { name: 'Void market' });
    marketNow = { ...SETTLED, marketStatus: 'voided' };
    betsNow = [{ ...BET, status: 'voided', voidFactor: 1, pnl: null }];
    // The other window's change notice invalidates what it wrote, as the main core relays it.
    await act(() => client.invalidateQueries());
    await screen.findByText(/The market is voided/);
    expect(screen.queryByRole('button', { name: 'Void market' })).toBeNull();
  });

  it('shows the void factor each settled bet was settled with', async () => {
    showDrawer();
    const table = await screen.findByRole('table', { name: 'Bets of this market' });
    await screen.findByText('punter0001');
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    const cells = [...table.querySelectorAll('tbody tr td')].map((td) => td.textContent);
    expect(cells[headers.indexOf('Void factor')]).toBe('0.5');
  });

  it('takes a one-second window (From = To) and lists its bets', async () => {
    showDrawer();
    await screen.findByText('punter0001');
    fireEvent.change(screen.getByLabelText('From', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
    fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
    await screen.findByRole('button', { name: 'Pre-void 1 bet' });
    expect(screen.queryByText('The window must end after it starts.')).toBeNull();
    const [{ from, to }] = preVoidList.mock.calls[0] as [{ from: string; to: string }];
    expect(from).toBe(to);
  });

  it('takes the window typed as the console shows a moment, in the zone times are shown in, and shows it so', async () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    showDrawer();
    await screen.findByText('punter0001');
    const from = screen.getByLabelText('From', { exact: true }) as HTMLInputElement;
    fireEvent.change(from, { target: { value: 'Nov 28, 2026, 2:07:21 PM' } });
    fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: 'Nov 28, 2026, 2:07:22 PM' } });
    await screen.findByRole('button', { name: 'Pre-void 1 bet' });
    expect(preVoidList).toHaveBeenLastCalledWith({ marketId: 'm-toss', from: '2026-11-28T08:37:21.000Z', to: '2026-11-28T08:37:22.000Z' });
    fireEvent.blur(from);
    expect(from.value).toBe('Nov 28, 2026, 2:07:21 PM');
  });

  it('keeps the window on a zone change (another window’s): the same instants, shown in the new zone', async () => {
    renderWithProviders(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <VoidsDrawer market={SETTLED} onClose={vi.fn()} />
      </ZoneChoice>,
    );
    await screen.findByText('punter0001');
    const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
    fireEvent.change(field('From'), { target: { value: 'Nov 28, 2026, 2:07:21 PM' } });
    fireEvent.blur(field('From'));
    fireEvent.change(field('To'), { target: { value: 'Nov 28, 2026, 2:07:22 PM' } });
    fireEvent.blur(field('To'));
    await screen.findByRole('button', { name: 'Pre-void 1 bet' });
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC', hidden: true }));
    expect(await screen.findAllByText('Times in UTC')).toHaveLength(2);
    expect(field('From').value).toBe('Nov 28, 2026, 8:37:21 AM');
    expect(field('To').value).toBe('Nov 28, 2026, 8:37:22 AM');
    // Never the same clock reading in the new zone (14:07 UTC): the window asked about is the one typed.
    expect(preVoidList).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-28T14:07:21.000Z' }));
    expect(preVoidList).toHaveBeenLastCalledWith({ marketId: 'm-toss', from: '2026-11-28T08:37:21.000Z', to: '2026-11-28T08:37:22.000Z' });
    expect(screen.getByRole('button', { name: 'Pre-void 1 bet' })).toBeTruthy();
  });
});

describe('the drawer’s void buttons and dialogs', () => {
  it('reads "Void chosen bets" with none chosen, then counts them; a settled market’s void names it with its event and says its settlement is rolled back', async () => {
    const user = userEvent.setup();
    marketNow = { ...SETTLED, eventName: 'RCB v KKR', version: 2 };
    showDrawer();
    await screen.findByText('punter0001');
    expect((screen.getByRole('button', { name: 'Void chosen bets' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Choose punter0001/ }));
    await user.click(screen.getByRole('button', { name: 'Void 1 chosen bet' }));
    const bets = await screen.findByRole('dialog', { name: 'Void the chosen bets on To Win the Toss of RCB v KKR' });
    expect(within(bets).getByText(/1 bet will be voided: its stake is no longer at risk\. .* settles again without it \(a post-void\)\./)).toBeTruthy();
    await user.click(within(bets).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Void market' }));
    const market = await screen.findByRole('dialog', { name: 'Void RCB v KKR · To Win the Toss' });
    expect(within(market).getByText(/^RCB v KKR · To Win the Toss is settled\. Its settlement \(version 2\) is rolled back first/)).toBeTruthy();
  });
});

/** 3,000 bets in the window, the first two listed (the exchange lists at most 500), the last numbered 9001. */
const CAPPED: BetsInWindow = { data: [BET, { ...BET, betId: 'b2', punter: 'punter0002' }], recordsTotal: 3_000, maxSeq: 9_001 };
const CHANGED = 'The bets in this window changed since you looked: it now holds 3001 bets. Check them and pre-void again.';

/** Opens the drawer, types a one-second window and waits for its Pre-void button, labelled `button`. */
async function windowTyped(button: string) {
  showDrawer();
  await screen.findByText('punter0001');
  fireEvent.change(screen.getByLabelText('From', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
  fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
  return screen.findByRole('button', { name: button });
}

/** Presses Pre-void, gives the reason and confirms; answers the dialog. */
async function preVoidConfirmed(button: string) {
  const user = userEvent.setup();
  await user.click(await windowTyped(button));
  const dialog = await screen.findByRole('dialog', { name: 'Pre-void the window on To Win the Toss of RCB v KKR' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Goal at 08:37:22');
  await user.click(within(dialog).getByRole('button', { name: 'Void bets' }));
  return dialog;
}

describe('pre-voiding a window with more bets than the list shows', () => {
  it('says how many bets the window holds beside those listed, and the button counts them all', async () => {
    windowNow = CAPPED;
    await windowTyped('Pre-void 3,000 bets');
    expect(screen.getByText('Showing 2 of 3,000 bets, the first struck: the pre-void voids all of them.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Bets in the window' })).getAllByRole('row')).toHaveLength(3);
  });

  it('says nothing of a total when every bet is listed', async () => {
    await windowTyped('Pre-void 1 bet');
    expect(screen.queryByText(/^Showing /)).toBeNull();
  });

  it('confirms the count it showed and sends it with the last bet number, for the exchange to check', async () => {
    windowNow = CAPPED;
    const dialog = await preVoidConfirmed('Pre-void 3,000 bets');
    expect(within(dialog).getByText(/3,000 bets will be voided/)).toBeTruthy();
    await vi.waitFor(() => expect(preVoidSent).toHaveLength(1));
    const [{ from, to }] = preVoidList.mock.calls[0] as [{ from: string; to: string }];
    expect(preVoidSent[0]).toEqual({ marketId: 'm-toss', from, to, reason: 'Goal at 08:37:22', expected: { count: 3_000, maxSeq: 9_001 } });
  });

  it('when the exchange says the window changed since, says so, reads it again and pre-voids what it then shows', async () => {
    const user = userEvent.setup();
    windowNow = CAPPED;
    preVoidAnswer = fail({ kind: 'conflict', status: 409, message: CHANGED, fieldErrors: { expected: CHANGED } });
    // A bet is struck into the window while the dialog is open.
    onPreVoid = () => (windowNow = { ...CAPPED, recordsTotal: 3_001, maxSeq: 9_002 });
    const dialog = await preVoidConfirmed('Pre-void 3,000 bets');
    await within(dialog).findByText(CHANGED);
    await within(dialog).findByText(/3,001 bets will be voided/);
    expect(screen.getByRole('button', { name: 'Pre-void 3,001 bets' })).toBeTruthy();
    preVoidAnswer = ok({ voided: 3_001, rolledBackVersion: null, resettledVersion: null, accounts: 40 });
    await user.click(within(dialog).getByRole('button', { name: 'Void bets' }));
    await vi.waitFor(() => expect(preVoidSent).toHaveLength(2));
    expect(preVoidSent[1]).toMatchObject({ expected: { count: 3_001, maxSeq: 9_002 } });
  });

  it('after a time-out repeats exactly the call it made, even when the window was read again meanwhile', async () => {
    const user = userEvent.setup();
    windowNow = CAPPED;
    preVoidAnswer = fail({ kind: 'timeout', message: 'The exchange did not answer in time. Try again.' });
    const dialog = await preVoidConfirmed('Pre-void 3,000 bets');
    // What it means, in words: it may have been done, and pressing the same button again is safe.
    await within(dialog).findByText('The exchange did not answer in time. It may or may not have been done: press Void bets again to finish it. That is safe: the exchange does it once, never twice.');
    windowNow = { ...CAPPED, recordsTotal: 3_001, maxSeq: 9_002 };
    await act(() => client.invalidateQueries());
    await screen.findByRole('button', { name: 'Pre-void 3,001 bets' });
    expect(within(dialog).getByText(/3,000 bets will be voided/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Void bets' }));
    await vi.waitFor(() => expect(preVoidSent).toHaveLength(2));
    expect(preVoidSent[1]).toEqual(preVoidSent[0]);
  });
});
