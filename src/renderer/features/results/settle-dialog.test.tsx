// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type BridgeError, type Result } from '@shared/contract';
import type { SettlementPreview } from '@shared/contract/results';
import { createQueryClient } from '@renderer/app/query-client';
import { theme } from '@renderer/app/theme';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { SettleDialog } from './settle-dialog';

const MARKET = marketResult({ marketId: 'm-odds', marketName: 'Match Odds', eventName: 'Sabalenka v Swiatek', family: 'matchOdds', status: 'declared', label: 'Sabalenka', openBets: 14 });

const PREVIEW: SettlementPreview = { marketId: 'm-odds', label: 'Sabalenka', betCount: 14, punterCount: 9, punterWon: 1_194_570, punterLost: 262_230, voidFactor: 0, deduction: 0, nextVersion: 1, large: false };

let settleAnswer: Result<unknown>;
let previewAnswer: Result<SettlementPreview>;
beforeEach(() => {
  previewAnswer = ok(PREVIEW);
  (window as unknown as { exchange: unknown }).exchange = {
    results: { settlePreview: async () => previewAnswer, settle: async () => settleAnswer },
  };
  stubMatchMedia();
});
afterEach(cleanup);

/** The page's query client, made per test: a test invalidates it as another window's change notice does. */
let client: QueryClient;
beforeEach(() => {
  client = createQueryClient(vi.fn());
});

function Harness() {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <SettleDialog market={MARKET} onClose={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const refusal = (kind: BridgeError['kind'], message: string): Result<never> => fail({ kind, message });

/** Opens the dialog, presses Settle with the exchange answering `answer`, and waits for `shown` (what it says). */
async function settleAnswered(answer: Result<unknown>, shown: string) {
  const user = userEvent.setup();
  settleAnswer = answer;
  render(<Harness />);
  await user.click(await screen.findByRole('button', { name: 'Settle 14 bets' }));
  await screen.findByText(shown);
}

/** The figures and Settle are still there, to repeat the same keyed call. */
function expectSettleOfferedAgain() {
  expect(screen.getByText(/settles as version 1/)).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Settle 14 bets' }) as HTMLButtonElement).disabled).toBe(false);
}

describe('the Settle dialog', () => {
  it('once the exchange refuses (settled from another window), shows only why, not the old figures, and offers no Settle', async () => {
    const user = userEvent.setup();
    settleAnswer = refusal('conflict', 'The market is already settled (version 1).');
    previewAnswer = ok(PREVIEW);
    render(<Harness />);
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

  it('after a time-out, when the preview is then refused (settled elsewhere meanwhile), says why Settle is off', async () => {
    await settleAnswered(refusal('timeout', 'The exchange did not answer in time. Try again.'), 'The exchange did not answer in time. Try again.');
    previewAnswer = refusal('conflict', 'Only a declared result that is not settled yet can be settled.');
    await act(() => client.invalidateQueries());
    await screen.findByText('Only a declared result that is not settled yet can be settled.');
    expect(screen.queryByText(/settles as version 1/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Settle' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('treats a 5xx answer like a time-out: the figures and Settle stay, to repeat the same keyed call', async () => {
    await settleAnswered(fail({ kind: 'exchange', status: 503, message: 'The exchange is busy. Try again.' }), 'The exchange is busy. Try again.');
    expectSettleOfferedAgain();
  });

  it('after a time-out keeps the figures and Settle, to repeat the same call', async () => {
    await settleAnswered(refusal('timeout', 'The exchange did not answer in time. Try again.'), 'The exchange did not answer in time. Try again.');
    expectSettleOfferedAgain();
  });
});
