// @vitest-environment happy-dom
import { Table } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, ok } from '@shared/contract';
import type { MarketStatus } from '@shared/catalogue';
import type { FancyMarket, FancyPrice } from '@shared/contract/fancy';
import { FirstListed, heldSends, refusedThenResultEntered, tenStepsSentFast } from '@renderer/components/desks/held-sends.testing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { useDesk } from '@renderer/components/desks/use-desk';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { QuoteRow } from './quote-row';

const MARKET: FancyMarket = {
  marketId: '5f00000000000000000000a1',
  name: '6 Over Runs',
  eventId: '5f00000000000000000000e1',
  eventName: 'India v Australia',
  status: 'open',
  price: { noLine: 48, noRate: 100, yesLine: 50, yesRate: 100 },
  priceUpdatedAt: null,
  priceUpdatedBy: 'trader',
  resultEntered: false,
};
const savePrice = vi.fn(async () => ok(MARKET));
const setStatus = vi.fn(async () => ok(MARKET));
beforeEach(() => {
  savePrice.mockClear();
  setStatus.mockClear();
});
stubBridgeForEachTest(() => ({ fancy: { savePrice, setStatus } }));

/** The market's row, focused, in a table as the desk lays it out. */
const rowOf = (market: FancyMarket) => (
  <Table>
    <Table.Tbody>
      <QuoteRow market={market} odds={undefined} focused onFocus={() => {}} onMove={() => {}} />
    </Table.Tbody>
  </Table>
);
const showRow = (market: FancyMarket = MARKET) => renderAsAdmin(rowOf(market));

const field = (name: string) => screen.getByRole('textbox', { name: `${name} of 6 Over Runs` }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('a fancy quote row by keyboard', () => {
  it('Enter on Suspend suspends the market and sends no quote', async () => {
    const user = userEvent.setup();
    showRow();
    screen.getByRole('button', { name: 'Suspend 6 Over Runs' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith({ marketId: MARKET.marketId, status: 'suspended' }, undefined));
    expect(setStatus).toHaveBeenCalledTimes(1);
    expect(savePrice).not.toHaveBeenCalled();
  });

  it('Enter in a price field still sends the quote', async () => {
    const user = userEvent.setup();
    showRow();
    const noLine = screen.getByRole('textbox', { name: /NO line/ });
    await user.clear(noLine);
    await user.type(noLine, '47{Enter}');
    await waitFor(() => expect(savePrice).toHaveBeenCalledWith({ marketId: MARKET.marketId, price: { noLine: 47, noRate: 100, yesLine: 50, yesRate: 100 } }, undefined));
    expect(setStatus).not.toHaveBeenCalled();
  });
});

describe('Enter on a fancy quote row with nothing typed', () => {
  it.each([
    ['an unquoted market: its empty quote never goes live', { ...MARKET, price: null, priceUpdatedBy: null }],
    ['a quoted market: its confirmed quote is not sent again', MARKET],
  ])('sends nothing on %s', async (_case, market) => {
    const user = userEvent.setup();
    showRow(market);
    await user.click(field('NO line'));
    await user.keyboard('{Enter}');
    expect(savePrice).not.toHaveBeenCalled();
    expect(send().disabled).toBe(true);
  });

  it('sends nothing once what was typed is abandoned (Escape)', async () => {
    const user = userEvent.setup();
    showRow({ ...MARKET, price: null, priceUpdatedBy: null });
    await user.click(field('NO line'));
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}{Escape}{Enter}');
    expect(savePrice).not.toHaveBeenCalled();
    expect(screen.getByText('No quote yet')).toBeTruthy();
  });
});

describe('a fancy quote as typed', () => {
  it('says what is wrong on each field and keeps Send off while the quote is wrong (NO line above YES, NO rate under 1); Enter sends nothing', async () => {
    const user = userEvent.setup();
    showRow();
    expect(send().disabled).toBe(true);
    await user.clear(field('NO line'));
    await user.type(field('NO line'), '60');
    await user.clear(field('YES line'));
    await user.type(field('YES line'), '56');
    await user.clear(field('NO rate'));
    await user.type(field('NO rate'), '0{Enter}');
    expect(screen.getByText('NO line: not above the YES line.')).toBeTruthy();
    expect(screen.getByText('NO rate: 1 to 500.')).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(savePrice).not.toHaveBeenCalled();
    // Put right, Send is on and sends it.
    await user.clear(field('NO rate'));
    await user.type(field('NO rate'), '110');
    await user.clear(field('NO line'));
    await user.type(field('NO line'), '54');
    expect(screen.queryByText('NO line: not above the YES line.')).toBeNull();
    expect(send().disabled).toBe(false);
    await user.click(send());
    await waitFor(() => expect(savePrice).toHaveBeenCalledWith({ marketId: MARKET.marketId, price: { noLine: 54, noRate: 110, yesLine: 56, yesRate: 100 } }, undefined));
  });
});

describe('a fancy market that takes no price', () => {
  const readOnlyBy = (status: MarketStatus) => `Read-only: the market is ${status}. It takes no price, and its status no longer changes.`;
  it.each([
    ...(['settled', 'closed', 'voided'] as const).map((status) => [status, { ...MARKET, status }, readOnlyBy(status)] as const),
    ['suspended with a result entered', { ...MARKET, status: 'suspended', resultEntered: true }, 'Result entered: settle or void it on Results.'] as const,
  ])('is read-only when %s, and says why: no Send, no Suspend or Resume, keys change nothing', async (_case, market, why) => {
    const user = userEvent.setup();
    showRow(market);
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    for (const name of ['NO line', 'NO rate', 'YES line', 'YES rate']) expect(field(name).readOnly).toBe(true);
    await user.click(field('NO line'));
    await user.keyboard('{ArrowUp}{Alt>}2{/Alt}{Enter}');
    fireEvent.keyDown(field('NO line'), { key: 's', code: 'KeyS', altKey: true });
    expect(field('NO line').value).toBe('48');
    expect(savePrice).not.toHaveBeenCalled();
    expect(setStatus).not.toHaveBeenCalled();
  });

  it('is priced as usual while open or suspended', () => {
    showRow({ ...MARKET, status: 'suspended' });
    expect(field('NO line').readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Resume 6 Over Runs' })).toBeTruthy();
  });
});

/** One row whose market goes from `first` to `then` on "Next poll", as the desk's next poll would show it. */
function PolledRow({ first, then }: { first: FancyMarket; then: FancyMarket }) {
  const [market, setMarket] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setMarket(then)}>
        Next poll
      </button>
      <Table>
        <Table.Tbody>
          <QuoteRow market={market} odds={undefined} focused onFocus={() => {}} onMove={() => {}} />
        </Table.Tbody>
      </Table>
    </>
  );
}

describe('a fancy market while the ball runs', () => {
  it('keeps the quote typed but sends it neither by Send nor by Enter, says why, and sends it once the ball ends', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<PolledRow first={{ ...MARKET, status: 'ballRunning' }} then={MARKET} />);
    await user.clear(field('NO line'));
    await user.type(field('NO line'), '47{Enter}');
    expect(screen.getByText('Ball running: no quote until the ball ends.')).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(savePrice).not.toHaveBeenCalled();
    // Suspending stays the trader's during the ball.
    expect(screen.getByRole('button', { name: 'Suspend 6 Over Runs' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next poll' }));
    expect(screen.queryByText('Ball running: no quote until the ball ends.')).toBeNull();
    expect(send().disabled).toBe(false);
    await user.type(field('NO line'), '{Enter}');
    await waitFor(() => expect(savePrice).toHaveBeenCalledWith({ marketId: MARKET.marketId, price: { ...MARKET.price, noLine: 47 } }, undefined));
  });
});

/** Two markets on a desk, as the fancy screen lays them out. */
function Desk({ markets }: { markets: FancyMarket[] }) {
  const desk = useDesk(markets);
  return (
    <Table>
      <Table.Tbody>
        {desk.shown.map((m, i) => (
          <QuoteRow key={m.marketId} market={m} odds={undefined} focused={i === desk.index} onFocus={() => desk.focus(i)} onMove={desk.move} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

describe('Alt+↑ ↓ on the fancy desk', () => {
  it('moves to the market below or above in the column the trader was in', async () => {
    const user = userEvent.setup();
    const second = { ...MARKET, marketId: '5f00000000000000000000a2', name: '10 Over Runs' };
    renderAsAdmin(<Desk markets={[MARKET, second]} />);
    await user.click(screen.getByRole('textbox', { name: 'NO rate of 6 Over Runs' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('NO rate of 10 Over Runs');
    await user.click(screen.getByRole('textbox', { name: 'YES line of 10 Over Runs' }));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('YES line of 6 Over Runs');
  });
});

describe('quotes sent quickly one after the other', () => {
  const exchange = () => heldSends(MARKET, (market, input: { price: FancyPrice }) => ({ ...market, price: input.price, priceUpdatedBy: 'fancy.mgr' }));
  let held: ReturnType<typeof exchange>;
  stubBridgeForEachTest(() => {
    held = exchange();
    return { fancy: { markets: held.markets, savePrice: held.savePrice, setStatus } };
  });
  /** The quote with both lines `n` runs down, as sent. */
  const down = (n: number) => ({ marketId: MARKET.marketId, price: { ...MARKET.price, noLine: 48 - n, yesLine: 50 - n } });

  it('reach the exchange in turn, the last typed last: ten Alt+← Enter end with the tenth sent last and confirmed, no step lost meanwhile', async () => {
    renderAsAdmin(<FirstListed markets={contract.fancy.markets} draw={rowOf} />);
    const noLine = (await screen.findByRole('textbox', { name: 'NO line of 6 Over Runs' })) as HTMLInputElement;
    await tenStepsSentFast({ held, field: noLine, step: { key: 'ArrowLeft', altKey: true }, sent: down, shows: ['43', '38'], confirmed: 'Confirmed 38/40 by fancy.mgr' });
  });
});

describe('a fancy send refused on its way', () => {
  let held: ReturnType<typeof heldSends<FancyMarket, unknown>>;
  stubBridgeForEachTest(() => {
    held = heldSends(MARKET, (market) => market);
    return { fancy: { markets: held.markets, savePrice: held.savePrice, setStatus } };
  });

  it('keeps the quote as not sent; once a result entered elsewhere makes the market read-only, shows its confirmed quote, not the refused one', async () => {
    const { client } = renderAsAdmin(<FirstListed markets={contract.fancy.markets} draw={rowOf} />);
    const noLine = (await screen.findByRole('textbox', { name: 'NO line of 6 Over Runs' })) as HTMLInputElement;
    await refusedThenResultEntered({ held, client, field: noLine, step: { key: 'ArrowLeft', altKey: true }, typed: '47', confirmed: '48', notSent: 'Not sent' });
  });
});

describe('a fancy price typed past its range', () => {
  it('refuses the keystroke that would pass the range’s top (500 a rate, 999 a line): 14 digits and more never empty the field, and only what it shows is sent', async () => {
    const user = userEvent.setup();
    showRow();
    await user.clear(field('NO rate'));
    await user.type(field('NO rate'), '10000000000000');
    expect(field('NO rate').value).toBe('100');
    await user.type(field('NO rate'), '95');
    expect(field('NO rate').value).toBe('100');
    await user.clear(field('YES line'));
    await user.type(field('YES line'), '123456789012345678');
    expect(field('YES line').value).toBe('123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(savePrice).toHaveBeenCalledWith({ marketId: MARKET.marketId, price: { noLine: 48, noRate: 100, yesLine: 123, yesRate: 100 } }, undefined));
  });

  it('says the range of a negative line, never drops its minus, and keeps Send off', async () => {
    const user = userEvent.setup();
    showRow();
    await user.clear(field('NO line'));
    await user.type(field('NO line'), '-3{Enter}');
    expect(field('NO line').value).toBe('-3');
    expect(screen.getByText('NO line: 0 to 999.')).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(savePrice).not.toHaveBeenCalled();
  });
});
