// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@renderer/app/theme';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
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

function Harness({ onClose }: { onClose(): void }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <ResultEntryModal market={LOTTERY} mode="enter" onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save result' }) as HTMLButtonElement;

describe('entering a result', () => {
  it('never changes a typed value quietly: a digit or void factor out of range is said on its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
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
