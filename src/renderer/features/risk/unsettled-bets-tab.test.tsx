// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { UnsettledBetsTab } from './unsettled-bets-tab';
import { MATCHED_BET } from './user-bet-fixture';

const BET = { ...MATCHED_BET, punter: 'punter0428' };
const asked = vi.fn();

stubBridgeForEachTest(() => ({
  risk: {
    traderUnsettledBets: async (input: { family?: string }) => (asked(input), ok({ data: input.family === 'fancy' ? [] : [BET], recordsTotal: 1, recordsFiltered: 1 })),
  },
}));

describe('the unsettled bets tab', () => {
  it('lists the open bets with their punter, market and stake, exportable, each row a keyboard stop', async () => {
    renderAsAdmin(<UnsettledBetsTab />);
    const table = await screen.findByRole('table', { name: 'Unsettled bets' });
    const row = await within(table).findByRole('row', { name: /punter0428/ });
    expect(row.textContent).toContain('Arsenal v Chelsea');
    expect(row.textContent).toContain('₹500.00');
    expect(row.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('asks for one family’s bets when one is chosen', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<UnsettledBetsTab />);
    await screen.findByRole('row', { name: /punter0428/ });
    await user.click(screen.getByRole('textbox', { name: 'Family' }));
    await user.click(await screen.findByRole('option', { name: 'Fancy' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ family: 'fancy' })));
    await waitFor(() => expect(screen.queryByRole('row', { name: /punter0428/ })).toBeNull());
  });
});
