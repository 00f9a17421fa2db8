// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import { VOID_FACTOR_DECIMALS, type MarketResult } from '@shared/contract/results';
import { DEAD_HEAT_WORDS } from '@shared/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { retype } from '@renderer/testing/user-typing';
import { ResultEntryModal, type EntryMode } from './result-entry-modal';

const LOTTERY = marketResult({ marketId: 'm-lottery', marketName: 'Last digit of the 6-over score', family: 'lottery', openBets: 3 });
const FANCY = marketResult({ marketId: 'm-fancy', marketName: '6 over runs RCB', family: 'fancy', openBets: 3 });
const TOSS = marketResult({
  marketId: 'm-toss',
  marketName: 'To Win the Toss',
  family: 'matchOdds',
  status: 'pending',
  selections: [
    { id: 's-rcb', name: 'Royal Challengers Bengaluru', status: 'active' },
    { id: 's-kkr', name: 'Kolkata Knight Riders', status: 'active' },
  ],
});

const saved = vi.fn();
/** What the exchange answers a verify: set per test. */
let verifyAnswer: () => unknown;
beforeEach(() => saved.mockReset());
const answerSave = (market: MarketResult) => async (input: unknown) => (saved(input), { ok: true, data: { ...market, status: 'pending' }, message: 'Result entered.' });
stubBridgeForEachTest(() => ({ results: { saveLottery: answerSave(LOTTERY), saveFancy: answerSave(FANCY), verify: async () => verifyAnswer() } }));

/** Opens the dialog on `market` (to enter its result unless told) and sets up the user who fills it in. */
const openEntry = (market: MarketResult, { mode = 'enter', onClose = vi.fn() }: { mode?: EntryMode; onClose?: () => void } = {}) => {
  const user = userEvent.setup();
  renderWithProviders(<ResultEntryModal market={market} mode={mode} onClose={onClose} />);
  return user;
};

const saveButton = () => screen.getByRole('button', { name: 'Save result' }) as HTMLButtonElement;
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

/** The field keeps what was typed, and `message` says why it is not taken. */
const expectKeptAndRefused = (field: HTMLElement, typed: string, message: string) => {
  expect(valueOf(field)).toBe(typed);
  expect(screen.getByText(message)).toBeTruthy();
};

describe('entering a result', () => {
  it('never changes a typed value quietly: a digit or void factor out of range is said on its field, and nothing is sent', async () => {
    const onClose = vi.fn();
    const user = openEntry(LOTTERY, { onClose });
    const digit = await screen.findByLabelText('Winning digit');
    const voidFactor = screen.getByLabelText('Void factor');

    await user.type(digit, '12');
    await retype(user, voidFactor, '5');
    await user.click(digit); // leaving the fields: they keep what was typed
    expectKeptAndRefused(digit, '12', 'Digit: 0 to 9.');
    expectKeptAndRefused(voidFactor, '5', 'Void factor: at most 0.99 (void the market instead).');
    expect(saveButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(saved).not.toHaveBeenCalled();

    await retype(user, digit, '7');
    await retype(user, voidFactor, '0.5');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledWith({ marketId: 'm-lottery', voidFactor: 0.5, digit: 7 });
  });

  it('keeps a sign or decimals as typed or pasted in the winning digit, and says why it is not a digit', async () => {
    const user = openEntry(LOTTERY);
    const digit = await screen.findByLabelText('Winning digit');
    for (const typed of ['-1', '3.5']) {
      await retype(user, digit, typed);
      expectKeptAndRefused(digit, typed, 'Digit: 0 to 9.');
      expect(saveButton().disabled).toBe(true);
    }
    await user.clear(digit);
    await user.paste('3.5');
    expect(valueOf(digit)).toBe('3.5');
    expect(saveButton().disabled).toBe(true);
  });

  it('keeps a fancy result with decimals as typed and says it must be whole', async () => {
    const user = openEntry(FANCY);
    const result = await screen.findByLabelText('Result');
    await user.type(result, '45.5');
    expectKeptAndRefused(result, '45.5', 'Result: a whole number.');
    expect(saveButton().disabled).toBe(true);
  });

  it('says a pasted fancy result past any whole number is above its limit, or a negative one below its minimum, and sends nothing', async () => {
    const user = openEntry(FANCY);
    const result = await screen.findByLabelText('Result');
    for (const [pasted, message] of [
      ['99999999999999999999999', 'Result: at most 100000.'],
      ['9'.repeat(400), 'Result: at most 100000.'],
      ['-99999999999999999999999', 'Result: 0 or more.'],
    ] as const) {
      await user.clear(result);
      await user.paste(pasted);
      expectKeptAndRefused(result, pasted, message);
      expect(screen.queryByText('Result: a whole number.')).toBeNull();
      expect(saveButton().disabled).toBe(true);
    }
    await user.keyboard('{Enter}');
    expect(saved).not.toHaveBeenCalled();
  });

  it('keeps a void factor with more than two decimals as typed and says so', async () => {
    const user = openEntry(LOTTERY);
    await user.type(await screen.findByLabelText('Winning digit'), '7');
    const voidFactor = screen.getByLabelText('Void factor');
    await retype(user, voidFactor, '0.999');
    expectKeptAndRefused(voidFactor, '0.999', 'Void factor: at most 0.99 (void the market instead).');
    await retype(user, voidFactor, '0.125');
    expectKeptAndRefused(voidFactor, '0.125', VOID_FACTOR_DECIMALS);
    expect(saveButton().disabled).toBe(true);
  });

  it('sends Save result once however fast it is pressed twice', async () => {
    const onClose = vi.fn();
    const user = openEntry(LOTTERY, { onClose });
    await user.type(await screen.findByLabelText('Winning digit'), '7');
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledOnce();
  });

  it('clears a refusal once the entry changes: it was about what was sent', async () => {
    verifyAnswer = () => fail({ kind: 'forbidden', status: 403, message: 'You entered this result: another user must verify it.' });
    const user = openEntry(TOSS, { mode: 'verify' });
    await user.click(await screen.findByRole('radio', { name: 'Royal Challengers Bengaluru' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You entered this result: another user must verify it.');
    await user.click(screen.getByRole('radio', { name: 'Kolkata Knight Riders' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a race market', () => {
  const runners = ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior'].map((name, i) => ({ id: `r${i}`, name, status: 'active' }));
  const race = (places: number) => marketResult({ marketId: `m-race-${places}`, marketName: places > 1 ? 'Place' : 'Win', family: 'racing', places, selections: runners });

  it("asks for a Place market's placed runners, each paid in full, and refuses more than its places before sending", async () => {
    const user = openEntry(race(2));
    await screen.findByText('Placed runners (tick up to 2, each paid in full; more only in a dead heat for the last place)');
    for (const name of ['Galopin Des Champs', 'Fact To File']) await user.click(screen.getByRole('checkbox', { name }));
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Gaelic Warrior' }));
    expect(screen.getByText(DEAD_HEAT_WORDS.tooManyPlaced(2))).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("keeps a Win market's ticks as a dead heat", async () => {
    openEntry(race(1));
    expect(await screen.findByText('Winner (tick several for a dead heat)')).toBeTruthy();
  });
});
