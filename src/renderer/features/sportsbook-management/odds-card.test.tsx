// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, fail } from '@shared/contract';
import type { SportsbookMarket } from '@shared/contract/sportsbook';
import { FirstListed, heldSends, refusedThenResultEntered, tenStepsSentFast } from '@renderer/components/desks/held-sends.testing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { focusedName, tabWalk } from '@renderer/testing/focus-walk';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { OddsCard } from './odds-card';
import { stepOdds } from './odds-keys';

const selection = (n: number, name: string, odds: number) => ({ selectionId: `5f000000000000000000000${n}`, name, status: 'active', odds, pnl: 0 });
const MARKET = {
  marketId: '5f00000000000000000000aa',
  name: 'Total Goals',
  eventId: 'e1',
  eventName: 'Arsenal v Chelsea',
  status: 'open',
  selections: [selection(1, '0 goals', 9), selection(2, '1 goal', 4), selection(3, '2 or more goals', 1.5)],
  betCount: 0,
  stake: 0,
  liability: 0,
  priceUpdatedAt: null,
  priceUpdatedBy: null,
} as unknown as SportsbookMarket;

const savePrice = vi.fn();
const setSelectionStatus = vi.fn();
beforeEach(() => {
  savePrice.mockReset().mockResolvedValue(fail({ kind: 'network', message: 'Not in this test.' }));
  setSelectionStatus.mockReset().mockResolvedValue(fail({ kind: 'network', message: 'Not in this test.' }));
});
stubBridgeForEachTest(() => ({ sportsbook: { savePrice, setSelectionStatus } }));

const renderCard = () => renderWithProviders(<OddsCard market={MARKET} focused onFocus={vi.fn()} onMove={vi.fn()} />);

describe('a sportsbook odds card', () => {
  it('shows no book and keeps Send off while a price is wrong, says why on its field, and sends nothing on Enter', () => {
    renderCard();
    const book = () => screen.getByTestId('book-percent').textContent;
    const send = () => screen.getByRole('button', { name: 'Send odds' }) as HTMLButtonElement;
    expect(book()).toMatch(/^Book 102\.8/);
    const odds = screen.getByLabelText('Odds of 0 goals');
    fireEvent.change(odds, { target: { value: '' } });
    expect(book()).toBe('Book —');
    expect(send().disabled).toBe(true);
    expect(screen.getByText('Odds: a number.')).toBeTruthy();
    fireEvent.keyDown(odds, { key: 'Enter' });
    expect(savePrice).not.toHaveBeenCalled();
    fireEvent.change(odds, { target: { value: '8' } });
    expect(book()).toMatch(/^Book 104\.2/);
    expect(send().disabled).toBe(false);
  });
});

/** The card drawn, the keyboard on the first selection's odds; the user to act with. */
const openCard = async () => {
  const user = userEvent.setup();
  renderCard();
  await user.click(screen.getByRole('textbox', { name: 'Odds of 0 goals' }));
  return user;
};

describe('Enter on a sportsbook odds card with nothing typed', () => {
  it('sends nothing: the odds shown are the exchange’s, not the trader’s', async () => {
    const user = await openCard();
    await user.keyboard('{Enter}');
    expect(savePrice).not.toHaveBeenCalled();
    expect(screen.getByText('No odds yet')).toBeTruthy();
  });

  it('sends nothing once what was typed is abandoned (Escape)', async () => {
    const user = await openCard();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}{Escape}{Enter}');
    expect(savePrice).not.toHaveBeenCalled();
  });
});

describe('Tab on a sportsbook odds card', () => {
  it('goes from odds to odds in order, then to the selections’ Suspend buttons; Shift+Tab comes back', async () => {
    const user = await openCard();
    expect(await tabWalk(user, 5)).toEqual(['Odds of 1 goal', 'Odds of 2 or more goals', 'Suspend 0 goals', 'Suspend 1 goal', 'Suspend 2 or more goals']);
    expect(await tabWalk(user, 4, true)).toEqual(['Suspend 1 goal', 'Suspend 0 goals', 'Odds of 2 or more goals', 'Odds of 1 goal']);
  });

  it('selects the odds it lands on, so what the trader types replaces them, and Enter sends the market’s odds', async () => {
    const user = await openCard();
    await user.tab();
    await user.keyboard('4.5');
    await user.tab();
    await user.keyboard('1.4{Enter}');
    await waitFor(() => expect(savePrice).toHaveBeenCalledWith(
      {
        marketId: MARKET.marketId,
        selections: [
          { selectionId: MARKET.selections[0]?.selectionId, odds: 9 },
          { selectionId: MARKET.selections[1]?.selectionId, odds: 4.5 },
          { selectionId: MARKET.selections[2]?.selectionId, odds: 1.4 },
        ],
      },
      undefined,
    ));
  });

  it('leaves a Suspend button to the keyboard: Enter on it suspends that selection and sends no odds', async () => {
    const user = await openCard();
    for (let i = 0; i < 4; i++) await user.tab();
    expect(focusedName()).toBe('Suspend 1 goal');
    await user.keyboard('{Enter}');
    expect(setSelectionStatus).toHaveBeenCalledWith({ marketId: MARKET.marketId, selectionId: MARKET.selections[1]?.selectionId, status: 'suspended' }, undefined);
    expect(savePrice).not.toHaveBeenCalled();
  });
});

describe('a settled sportsbook market on the desk', () => {
  it('is read-only and says why: no odds to type or send, no selection to suspend, keys change nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OddsCard market={{ ...MARKET, status: 'settled' }} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(screen.getByText('Read-only: the market is settled. It takes no price, and its status no longer changes.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const odds = screen.getByRole('textbox', { name: 'Odds of 0 goals' }) as HTMLInputElement;
    expect(odds.readOnly).toBe(true);
    await user.click(odds);
    await user.keyboard('{ArrowUp}{Alt>}1{/Alt}{Alt>}s{/Alt}{Enter}');
    expect(odds.value).toBe('9.00');
    expect(savePrice).not.toHaveBeenCalled();
    expect(setSelectionStatus).not.toHaveBeenCalled();
  });

  it('is read-only too with a result entered, as the bookmaker and fancy desks', () => {
    renderWithProviders(<OddsCard market={{ ...MARKET, status: 'suspended', resultEntered: true }} focused onFocus={vi.fn()} onMove={vi.fn()} />);
    expect(screen.getByText('Result entered: settle or void it on Results.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('odds sent quickly one after the other', () => {
  type Sent = { selections: ReadonlyArray<{ selectionId: string; odds: number }> };
  const exchange = () =>
    heldSends(MARKET, (market, input: Sent) => ({
      ...market,
      selections: market.selections.map((s) => ({ ...s, odds: input.selections.find((q) => q.selectionId === s.selectionId)?.odds ?? s.odds })),
      priceUpdatedAt: '2025-05-01T03:24:47.000Z',
      priceUpdatedBy: 'sb.mgr',
    }));
  let held: ReturnType<typeof exchange>;
  stubBridgeForEachTest(() => {
    held = exchange();
    return { sportsbook: { markets: held.markets, savePrice: held.savePrice, setSelectionStatus } };
  });
  /** The market's odds `n` ticks shorter, as sent. */
  const shorter = (n: number) => ({
    marketId: MARKET.marketId,
    selections: MARKET.selections.map((s) => ({ selectionId: s.selectionId, odds: Array.from({ length: n }).reduce<number>((o) => stepOdds(o, -1), s.odds ?? 0) })),
  });

  it('reach the exchange in turn, the last typed last: ten Alt+← Enter end with the tenth sent last and confirmed, no step lost meanwhile', async () => {
    renderWithProviders(<FirstListed markets={contract.sportsbook.markets} draw={(market: SportsbookMarket) => <OddsCard market={market} focused onFocus={vi.fn()} onMove={vi.fn()} />} />);
    const odds = (await screen.findByRole('textbox', { name: 'Odds of 0 goals' })) as HTMLInputElement;
    await tenStepsSentFast({ held, field: odds, step: { key: 'ArrowLeft', altKey: true }, sent: shorter, shows: ['8.00', '7.00'], confirmed: /^Confirmed .* by sb\.mgr$/ });
  });
});

describe('a sportsbook send refused on its way', () => {
  let held: ReturnType<typeof heldSends<SportsbookMarket, unknown>>;
  stubBridgeForEachTest(() => {
    held = heldSends(MARKET, (market) => market);
    return { sportsbook: { markets: held.markets, savePrice: held.savePrice, setSelectionStatus } };
  });

  it('keeps the odds as not sent; once a result entered elsewhere makes the market read-only, shows its confirmed odds, not the refused ones', async () => {
    const { client } = renderWithProviders(<FirstListed markets={contract.sportsbook.markets} draw={(market: SportsbookMarket) => <OddsCard market={market} focused onFocus={vi.fn()} onMove={vi.fn()} />} />);
    const odds = (await screen.findByRole('textbox', { name: 'Odds of 0 goals' })) as HTMLInputElement;
    await refusedThenResultEntered({ held, client, field: odds, step: { key: 'ArrowLeft', altKey: true }, typed: '8.80', confirmed: '9.00', notSent: 'Not sent: Enter sends, Escape abandons' });
  });
});

describe('sportsbook odds typed past their range', () => {
  const oddsOf = (name: string) => screen.getByRole('textbox', { name: `Odds of ${name}` }) as HTMLInputElement;

  it('refuses the keystroke that would pass 1000: 14 digits and more never empty the field, and only what it shows is sent', async () => {
    const user = await openCard();
    await user.clear(oddsOf('0 goals'));
    await user.type(oddsOf('0 goals'), '10000000000000');
    expect(oddsOf('0 goals').value).toBe('1000');
    await user.type(oddsOf('0 goals'), '95');
    expect(oddsOf('0 goals').value).toBe('1000');
    await user.clear(oddsOf('0 goals'));
    await user.type(oddsOf('0 goals'), '123456789012345678{Enter}');
    expect(oddsOf('0 goals').value).toBe('123');
    await waitFor(() => expect(savePrice).toHaveBeenCalledTimes(1));
    expect(savePrice.mock.calls[0]?.[0]).toMatchObject({ selections: [{ odds: 123 }, { odds: 4 }, { odds: 1.5 }] });
  });

  it.each(['-2', '0', '0.5'])('says the range of odds of %s, and keeps Send off', async (typed) => {
    const user = await openCard();
    await user.clear(oddsOf('0 goals'));
    await user.type(oddsOf('0 goals'), `${typed}{Enter}`);
    expect(oddsOf('0 goals').value).toBe(typed);
    expect(screen.getByText('Odds: 1.01 to 1000.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send odds' }) as HTMLButtonElement).disabled).toBe(true);
    expect(savePrice).not.toHaveBeenCalled();
  });
});
