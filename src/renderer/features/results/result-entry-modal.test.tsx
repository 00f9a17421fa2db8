// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import type { MarketResult } from '@shared/contract/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ResultEntryModal } from './result-entry-modal';

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
beforeEach(() => {
  saved.mockReset();
  const answerSave = (market: MarketResult) => async (input: unknown) => (saved(input), { ok: true, data: { ...market, status: 'pending' }, message: 'Result entered.' });
  (window as unknown as { exchange: unknown }).exchange = {
    results: { saveLottery: answerSave(LOTTERY), saveFancy: answerSave(FANCY), verify: async () => verifyAnswer() },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const saveButton = () => screen.getByRole('button', { name: 'Save result' }) as HTMLButtonElement;
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

describe('entering a result', () => {
  it('never changes a typed value quietly: a digit or void factor out of range is said on its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ResultEntryModal market={LOTTERY} mode="enter" onClose={onClose} />);
    const digit = await screen.findByLabelText('Winning digit');
    const voidFactor = screen.getByLabelText('Void factor');

    await user.type(digit, '12');
    await user.clear(voidFactor);
    await user.type(voidFactor, '5');
    await user.click(digit); // leaving the fields: they keep what was typed
    expect(valueOf(digit)).toBe('12');
    expect(valueOf(voidFactor)).toBe('5');
    expect(screen.getByText('Digit: 0 to 9.')).toBeTruthy();
    expect(screen.getByText('Void factor: at most 0.99 (void the market instead).')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(saved).not.toHaveBeenCalled();

    await user.clear(digit);
    await user.type(digit, '7');
    await user.clear(voidFactor);
    await user.type(voidFactor, '0.5');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledWith({ marketId: 'm-lottery', voidFactor: 0.5, digit: 7 });
  });

  it('keeps a sign or decimals as typed or pasted in the winning digit, and says why it is not a digit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResultEntryModal market={LOTTERY} mode="enter" onClose={vi.fn()} />);
    const digit = await screen.findByLabelText('Winning digit');
    for (const typed of ['-1', '3.5']) {
      await user.clear(digit);
      await user.type(digit, typed);
      expect(valueOf(digit)).toBe(typed);
      expect(screen.getByText('Digit: 0 to 9.')).toBeTruthy();
      expect(saveButton().disabled).toBe(true);
    }
    await user.clear(digit);
    await user.paste('3.5');
    expect(valueOf(digit)).toBe('3.5');
    expect(saveButton().disabled).toBe(true);
  });

  it('keeps a fancy result with decimals as typed and says it must be whole', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResultEntryModal market={FANCY} mode="enter" onClose={vi.fn()} />);
    const result = await screen.findByLabelText('Result');
    await user.type(result, '45.5');
    expect(valueOf(result)).toBe('45.5');
    expect(screen.getByText('Result: a whole number.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('keeps a void factor with more than two decimals as typed and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResultEntryModal market={LOTTERY} mode="enter" onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('Winning digit'), '7');
    const voidFactor = screen.getByLabelText('Void factor');
    await user.clear(voidFactor);
    await user.type(voidFactor, '0.999');
    expect(valueOf(voidFactor)).toBe('0.999');
    expect(screen.getByText('Void factor: at most 0.99 (void the market instead).')).toBeTruthy();
    await user.clear(voidFactor);
    await user.type(voidFactor, '0.125');
    expect(valueOf(voidFactor)).toBe('0.125');
    expect(screen.getByText('Void factor: at most two decimals.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('sends Save result once however fast it is pressed twice', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ResultEntryModal market={LOTTERY} mode="enter" onClose={onClose} />);
    await user.type(await screen.findByLabelText('Winning digit'), '7');
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledOnce();
  });

  it('clears a refusal once the entry changes: it was about what was sent', async () => {
    const user = userEvent.setup();
    verifyAnswer = () => fail({ kind: 'forbidden', status: 403, message: 'You entered this result: another user must verify it.' });
    renderWithProviders(<ResultEntryModal market={TOSS} mode="verify" onClose={vi.fn()} />);
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
    const user = userEvent.setup();
    renderWithProviders(<ResultEntryModal market={race(2)} mode="enter" onClose={vi.fn()} />);
    await screen.findByText('Placed runners (tick up to 2; each is paid in full)');
    for (const name of ['Galopin Des Champs', 'Fact To File']) await user.click(screen.getByRole('checkbox', { name }));
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Gaelic Warrior' }));
    expect(screen.getByText('Placed runners: at most 2; this market pays 2 places.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("keeps a Win market's ticks as a dead heat", async () => {
    renderWithProviders(<ResultEntryModal market={race(1)} mode="enter" onClose={vi.fn()} />);
    expect(await screen.findByText('Winner (tick several for a dead heat)')).toBeTruthy();
  });
});
