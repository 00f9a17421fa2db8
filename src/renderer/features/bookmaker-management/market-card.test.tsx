// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import type { BookmakerMarket } from '@shared/contract/bookmaker';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { focusedName, tabWalk } from '@renderer/testing/focus-walk';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { MarketCard, openBetsWords } from './market-card';

const runner = (n: number, name: string, back: number, lay: number) => ({ selectionId: `5f000000000000000000000${n}`, name, status: 'active', back, lay, pnl: 0 });
const MARKET: BookmakerMarket = {
  marketId: '5f00000000000000000000aa',
  name: 'Bookmaker',
  eventId: '5f00000000000000000000e1',
  eventName: 'India v Australia',
  status: 'open',
  runners: [runner(1, 'India', 45, 47), runner(2, 'Australia', 120, 123), runner(3, 'The Draw', 900, 950)],
  betCount: 0,
  priceUpdatedAt: null,
};

const savePrice = vi.fn();
const setRunnerStatus = vi.fn();
beforeEach(() => {
  savePrice.mockReset().mockResolvedValue(fail({ kind: 'network', message: 'Not in this test.' }));
  setRunnerStatus.mockReset().mockResolvedValue(fail({ kind: 'network', message: 'Not in this test.' }));
});
stubBridgeForEachTest(() => ({ bookmaker: { savePrice, setRunnerStatus } }));

/** The card drawn, the keyboard on India's back rate; the user to act with. */
const openCard = async () => {
  const user = userEvent.setup();
  renderWithProviders(<MarketCard market={MARKET} focused onFocus={vi.fn()} onMove={vi.fn()} />);
  await user.click(screen.getByRole('textbox', { name: 'Back rate of India' }));
  return user;
};

describe('Tab on a bookmaker card', () => {
  it('goes from rate to rate in order (back, lay, the next runner’s back …), then to the runners’ Suspend buttons; Shift+Tab comes back', async () => {
    const user = await openCard();
    expect(await tabWalk(user, 8)).toEqual(['Lay rate of India', 'Back rate of Australia', 'Lay rate of Australia', 'Back rate of The Draw', 'Lay rate of The Draw', 'Suspend India', 'Suspend Australia', 'Suspend The Draw']);
    expect(await tabWalk(user, 7, true)).toEqual(['Suspend Australia', 'Suspend India', 'Lay rate of The Draw', 'Back rate of The Draw', 'Lay rate of Australia', 'Back rate of Australia', 'Lay rate of India']);
  });

  it('selects the rate it lands on, so what the trader types replaces it, and Enter sends the market’s rates', async () => {
    const user = await openCard();
    await user.tab();
    await user.keyboard('48');
    await user.tab();
    await user.keyboard('118{Enter}');
    await waitFor(() => expect(savePrice).toHaveBeenCalledWith(
      {
        marketId: MARKET.marketId,
        runners: [
          { selectionId: MARKET.runners[0]?.selectionId, back: 45, lay: 48 },
          { selectionId: MARKET.runners[1]?.selectionId, back: 118, lay: 123 },
          { selectionId: MARKET.runners[2]?.selectionId, back: 900, lay: 950 },
        ],
      },
      undefined,
    ));
  });

  it('leaves a Suspend button to the keyboard: Enter on it suspends that runner and sends no rates', async () => {
    const user = await openCard();
    for (let i = 0; i < 7; i++) await user.tab();
    expect(focusedName()).toBe('Suspend Australia');
    await user.keyboard('{Enter}');
    expect(setRunnerStatus).toHaveBeenCalledWith({ marketId: MARKET.marketId, selectionId: MARKET.runners[1]?.selectionId, status: 'suspended' }, undefined);
    expect(savePrice).not.toHaveBeenCalled();
  });
});

describe('a settled bookmaker market on the desk', () => {
  it('is read-only and says why: no rate to type or send, no runner to suspend, keys change nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketCard market={{ ...MARKET, status: 'settled', betCount: 0 }} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(screen.getByText('Read-only: the market is settled. It takes no price, and its status no longer changes.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const back = screen.getByRole('textbox', { name: 'Back rate of India' }) as HTMLInputElement;
    expect(back.readOnly).toBe(true);
    await user.click(back);
    await user.keyboard('{ArrowUp}{Alt>}s{/Alt}{Enter}');
    expect(back.value).toBe('45');
    expect(savePrice).not.toHaveBeenCalled();
    expect(setRunnerStatus).not.toHaveBeenCalled();
  });
});

describe('the bets a bookmaker market shows', () => {
  it('counts the open (unsettled) matched bets its P/L is from, one or many: a settled market has none open', () => {
    expect(openBetsWords({ betCount: 0 })).toBe('0 open bets');
    expect(openBetsWords({ betCount: 1 })).toBe('1 open bet');
    expect(openBetsWords({ betCount: 1250 })).toBe('1,250 open bets');
    renderWithProviders(<MarketCard market={{ ...MARKET, betCount: 1 }} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(screen.getByText('1 open bet')).toBeTruthy();
  });
});
