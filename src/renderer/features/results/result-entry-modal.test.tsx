// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ResultEntryModal } from './result-entry-modal';

const LOTTERY = marketResult({ marketId: 'm-lottery', marketName: 'Last digit of the 6-over score', family: 'lottery', openBets: 3 });

const saved = vi.fn();
beforeEach(() => {
  saved.mockReset();
  (window as unknown as { exchange: unknown }).exchange = {
    results: { saveLottery: async (input: unknown) => (saved(input), { ok: true, data: { ...LOTTERY, status: 'entered' }, message: 'Result entered.' }) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const saveButton = () => screen.getByRole('button', { name: 'Save result' }) as HTMLButtonElement;

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
    expect((digit as HTMLInputElement).value).toBe('12');
    expect((voidFactor as HTMLInputElement).value).toBe('5');
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
});
