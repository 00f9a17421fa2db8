// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { DeskPrice } from '@shared/contract/exchange-desks';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { BinaryDesk } from './binary-tab';
import { LotteryDesk } from './lottery-tab';

const runner = (n: number, name: string, back: number) => ({ selectionId: `5f000000000000000000000${n}`, name, status: 'active', back, lay: back });
const BINARY: DeskPrice = {
  marketId: '5f00000000000000000000b1',
  name: 'A six in overs 1-6?',
  eventName: 'India v Australia',
  family: 'binary',
  status: 'suspended',
  runners: [runner(1, 'Yes', 80), runner(2, 'No', 110)],
  updatedAt: null,
  updatedBy: null,
  resultEntered: false,
};
const LOTTERY: DeskPrice = { ...BINARY, marketId: '5f00000000000000000000c1', name: 'Last digit', family: 'lottery', runners: [runner(0, '0', 850), runner(1, '1', 850)] };

const saveBinaryPrice = vi.fn();
const saveLotteryPrice = vi.fn();
const status = vi.fn();
let shown: DeskPrice = BINARY;
beforeEach(() => {
  for (const call of [saveBinaryPrice, saveLotteryPrice, status]) call.mockReset().mockResolvedValue(fail({ kind: 'network', message: 'Not in this test.' }));
});
stubBridgeForEachTest(() => ({
  exchangeDesks: { price: async () => ok(shown), saveBinaryPrice, saveLotteryPrice },
  families: { status },
  ratings: { board: async () => fail({ kind: 'network', message: 'Not in this test.' }) },
  limits: { effective: async () => fail({ kind: 'network', message: 'Not in this test.' }) },
}));

const ADMIN = signedIn('admin', 'desk');
const RESULT_ENTERED = 'Result entered: settle or void it on Results.';

describe('a binary desk on a market with a result entered', () => {
  it('is read-only and says why: no rate to change or send, no Resume, and keys (↑, Alt+S, Enter) change nothing', async () => {
    shown = { ...BINARY, resultEntered: true };
    const user = userEvent.setup();
    renderWithProviders(<BinaryDesk marketId={BINARY.marketId} />, ADMIN);
    expect(await screen.findByText(RESULT_ENTERED)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const yes = screen.getByRole('textbox', { name: 'YES rate' }) as HTMLInputElement;
    expect(yes.readOnly).toBe(true);
    await user.click(yes);
    await user.keyboard('{ArrowUp}9{Alt>}s{/Alt}{Enter}');
    expect(yes.value).toBe('80');
    expect(saveBinaryPrice).not.toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();
  });

  it('offers Resume and Send price again once the result is voided', async () => {
    shown = BINARY;
    const user = userEvent.setup();
    renderWithProviders(<BinaryDesk marketId={BINARY.marketId} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(status).toHaveBeenCalledWith({ family: 'binary', marketId: BINARY.marketId, status: 'open' }, undefined));
    expect(screen.getByRole('button', { name: 'Send price' })).toBeTruthy();
    expect(screen.queryByText(RESULT_ENTERED)).toBeNull();
  });
});

describe('a lottery desk on a settled market', () => {
  it('shows its payout read-only, says why, and offers no Send payout nor status change', async () => {
    shown = { ...LOTTERY, status: 'settled' };
    renderWithProviders(<LotteryDesk marketId={LOTTERY.marketId} />, ADMIN);
    expect(await screen.findByText('Read-only: the market is settled. It takes no price, and its status no longer changes.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Payout/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends nothing on Enter in its one read-only field (a one-field form submits on Enter)', async () => {
    shown = { ...LOTTERY, resultEntered: true };
    const user = userEvent.setup();
    renderWithProviders(<LotteryDesk marketId={LOTTERY.marketId} />, ADMIN);
    expect(await screen.findByText(RESULT_ENTERED)).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: /^Payout/ }));
    await user.keyboard('{Enter}');
    expect(saveLotteryPrice).not.toHaveBeenCalled();
  });
});
