// @vitest-environment happy-dom
import { Table } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { FancyMarket } from '@shared/contract/fancy';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
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
};
const savePrice = vi.fn(async () => ok(MARKET));
const setStatus = vi.fn(async () => ok(MARKET));
beforeEach(() => {
  savePrice.mockClear();
  setStatus.mockClear();
});
stubBridgeForEachTest(() => ({ fancy: { savePrice, setStatus } }));

const showRow = () =>
  renderAsAdmin(
    <Table>
      <Table.Tbody>
        <QuoteRow market={MARKET} odds={undefined} focused onFocus={() => {}} onMove={() => {}} />
      </Table.Tbody>
    </Table>,
  );

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
