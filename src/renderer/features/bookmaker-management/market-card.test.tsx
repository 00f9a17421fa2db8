// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, fail } from '@shared/contract';
import type { BookmakerMarket, RunnerQuote } from '@shared/contract/bookmaker';
import { FirstListed, heldSends, refusedThenResultEntered, tenStepsSentFast } from '@renderer/components/desks/held-sends.testing';
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
  priceUpdatedBy: null,
  resultEntered: false,
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

const SUSPENDED = { ...MARKET, status: 'suspended' as const, runners: MARKET.runners.map((r) => ({ ...r, status: 'suspended' })) };

describe('a bookmaker market that takes no rates on the desk', () => {
  it.each([
    ['settled', { ...MARKET, status: 'settled' as const }, 'Read-only: the market is settled. It takes no price, and its status no longer changes.'],
    ['suspended with a result entered', { ...SUSPENDED, resultEntered: true }, 'Result entered: settle or void it on Results.'],
  ])('is read-only when %s and says why: no rate to type or send, no runner to suspend or resume, keys change nothing', async (_case, market, why) => {
    const user = userEvent.setup();
    renderWithProviders(<MarketCard market={market} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const back = screen.getByRole('textbox', { name: 'Back rate of India' }) as HTMLInputElement;
    expect(back.readOnly).toBe(true);
    await user.click(back);
    await user.keyboard('{ArrowUp}{Alt>}s{/Alt}{Enter}');
    expect(back.value).toBe('45');
    expect(savePrice).not.toHaveBeenCalled();
    expect(setRunnerStatus).not.toHaveBeenCalled();
  });

  it('offers Resume on a suspended market without a result', () => {
    renderWithProviders(<MarketCard market={SUSPENDED} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Resume India' })).toBeTruthy();
  });
});

describe('a bookmaker rate as typed', () => {
  const rate = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const sendRates = () => screen.getByRole('button', { name: 'Send rates' }) as HTMLButtonElement;

  it('says what is wrong on its field as it is typed or left (lay below back, not a number, out of range), keeps Send off meanwhile, and Enter sends nothing', async () => {
    const user = await openCard();
    const retype = async (name: string, text: string) => {
      await user.clear(rate(name));
      await user.type(rate(name), text);
    };
    await retype('Lay rate of India', '40');
    expect(screen.getByText('Lay rate: not below the back rate.')).toBeTruthy();
    await user.clear(rate('Back rate of Australia'));
    await user.tab();
    expect(screen.getByText('Lay rate: not below the back rate.')).toBeTruthy();
    expect(screen.getByText('Back rate: a whole number.')).toBeTruthy();
    await retype('Back rate of The Draw', '0{Enter}');
    expect(screen.getByText('Back rate: 1 to 999.')).toBeTruthy();
    expect(sendRates().disabled).toBe(true);
    expect(savePrice).not.toHaveBeenCalled();
    // Put right, the errors go and Send is on.
    await retype('Lay rate of India', '46');
    await retype('Back rate of Australia', '120');
    await retype('Back rate of The Draw', '900');
    expect(screen.queryByText(/^(Back|Lay) rate: /)).toBeNull();
    expect(sendRates().disabled).toBe(false);
    await user.click(sendRates());
    await waitFor(() => expect(savePrice).toHaveBeenCalledTimes(1));
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

describe('rates sent quickly one after the other', () => {
  const exchange = () =>
    heldSends(MARKET, (market, input: { runners: readonly RunnerQuote[] }) => ({
      ...market,
      runners: market.runners.map((r) => ({ ...r, ...input.runners.find((q) => q.selectionId === r.selectionId) })),
      priceUpdatedAt: '2025-05-01T03:24:47.000Z',
    }));
  let held: ReturnType<typeof exchange>;
  stubBridgeForEachTest(() => {
    held = exchange();
    return { bookmaker: { markets: held.markets, savePrice: held.savePrice, setRunnerStatus } };
  });
  /** The market's rates `n` points up, as sent. */
  const up = (n: number) => ({ marketId: MARKET.marketId, runners: MARKET.runners.map((r) => ({ selectionId: r.selectionId, back: (r.back ?? 0) + n, lay: (r.lay ?? 0) + n })) });

  it('reach the exchange in turn, the last typed last: ten Alt+→ Enter move the rates ten points, none lost to an earlier answer', async () => {
    renderWithProviders(<FirstListed markets={contract.bookmaker.markets} draw={(market: BookmakerMarket) => <MarketCard market={market} focused onFocus={vi.fn()} onMove={vi.fn()} />} />);
    const back = (await screen.findByRole('textbox', { name: 'Back rate of India' })) as HTMLInputElement;
    await tenStepsSentFast({ held, field: back, step: { key: 'ArrowRight', altKey: true }, sent: up, shows: ['50', '55'], confirmed: /^Confirmed / });
  });
});

describe('a bookmaker market not quoted yet', () => {
  const UNQUOTED = { ...MARKET, runners: MARKET.runners.map((r) => ({ ...r, back: null, lay: null })) };
  const rate = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  it('shows its rates empty and says nothing of a rate not typed, until Enter asks to send them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketCard market={UNQUOTED} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(MARKET.runners.flatMap((r) => [rate(`Back rate of ${r.name}`).value, rate(`Lay rate of ${r.name}`).value])).toEqual(['', '', '', '', '', '']);
    await user.type(rate('Back rate of India'), '45');
    await user.type(rate('Lay rate of India'), '4');
    expect(screen.getByText('Lay rate: not below the back rate.')).toBeTruthy();
    expect(screen.queryByText(/: a whole number\.$/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Send rates' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(rate('Lay rate of India'), '7{Enter}');
    expect(screen.getAllByText('Back rate: a whole number.')).toHaveLength(2);
    expect(screen.getAllByText('Lay rate: a whole number.')).toHaveLength(2);
    expect(savePrice).not.toHaveBeenCalled();
    fireEvent.keyDown(rate('Lay rate of India'), { key: 'Escape' });
    expect(rate('Back rate of India').value).toBe('');
    expect(screen.queryByText(/^(Back|Lay) rate: /)).toBeNull();
  });
});

describe('a bookmaker send refused on its way', () => {
  let held: ReturnType<typeof heldSends<BookmakerMarket, unknown>>;
  stubBridgeForEachTest(() => {
    held = heldSends(MARKET, (market) => market);
    return { bookmaker: { markets: held.markets, savePrice: held.savePrice, setRunnerStatus } };
  });

  it('keeps the rates as not sent; once a result entered elsewhere makes the market read-only, shows its confirmed rates, not the refused ones', async () => {
    const { client } = renderWithProviders(<FirstListed markets={contract.bookmaker.markets} draw={(market: BookmakerMarket) => <MarketCard market={market} focused onFocus={vi.fn()} onMove={vi.fn()} />} />);
    const back = (await screen.findByRole('textbox', { name: 'Back rate of India' })) as HTMLInputElement;
    await refusedThenResultEntered({ held, client, field: back, step: { key: 'ArrowRight', altKey: true }, typed: '46', confirmed: '45', notSent: 'Not sent: Enter sends, Escape abandons' });
  });
});

describe('a bookmaker rate typed past its range', () => {
  const rate = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  it('refuses the keystroke that would pass 999: 14 digits and more never empty the field, and only what it shows is sent', async () => {
    const user = await openCard();
    const lay = rate('Lay rate of India');
    await user.clear(lay);
    await user.type(lay, '10000000000000');
    expect(lay.value).toBe('100');
    await user.type(lay, '95');
    expect(lay.value).toBe('100');
    await user.clear(lay);
    await user.type(lay, '123456789012345678{Enter}');
    expect(lay.value).toBe('123');
    await waitFor(() => expect(savePrice).toHaveBeenCalledTimes(1));
    expect(savePrice.mock.calls[0]?.[0]).toMatchObject({ runners: [{ back: 45, lay: 123 }, { back: 120, lay: 123 }, { back: 900, lay: 950 }] });
  });

  it('says the range of a negative rate, as of 0, and keeps Send off', async () => {
    const user = await openCard();
    const back = rate('Back rate of India');
    await user.clear(back);
    await user.type(back, '-3{Enter}');
    expect(back.value).toBe('-3');
    expect(screen.getByText('Back rate: 1 to 999.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send rates' }) as HTMLButtonElement).disabled).toBe(true);
    expect(savePrice).not.toHaveBeenCalled();
  });
});
