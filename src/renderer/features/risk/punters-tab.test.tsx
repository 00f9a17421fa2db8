// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type DataTableRequest } from '@shared/contract';
import type { AccountRow } from '@shared/contract/risk';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { MemoryRouter } from 'react-router-dom';
import { punterAccount } from './account-row-fixture';
import { ACCOUNT_REFRESH_MS } from './current-account';
import { PuntersTab } from './punters-tab';

const account = (n: number): AccountRow => punterAccount({ accountId: `a${n}`, userName: `punter000${n}`, name: `Punter ${n}` });
/** The accounts as the exchange has them, which another user changes while the list is shown; what the list asked for. */
let accounts: AccountRow[];
let asked: DataTableRequest[];

stubBridgeForEachTest(() => ({
  risk: {
    userInfoSearch: async (input: DataTableRequest) => (asked.push(input), ok({ data: accounts, recordsTotal: 3, recordsFiltered: 3 })),
    accountStatement: async () => ok({ account: { ...account(2), available: 100_000 }, data: [], recordsTotal: 0, recordsFiltered: 0 }),
    parentOfUser: async () => ok([]),
    userBets: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }),
    activityList: async () => ok([]),
  },
}));

/** The first drawing of the table and of the drawer is slow on a busy machine (two cores shared). */
const SLOW = { timeout: 5_000 };
const rowOf = (userName: string) => within(screen.getByRole('table', { name: 'Betting accounts' })).getByRole('row', { name: new RegExp(userName) });

/** Shows the betting accounts as the admin sees them; the user to act with. */
const openTab = (user = userEvent.setup()) => {
  accounts = [account(1), account(2), account(3)];
  asked = [];
  renderAsAdmin(
    <MemoryRouter>
      <PuntersTab />
    </MemoryRouter>,
  );
  return user;
};

describe('the betting accounts’ drawer', () => {
  it('gives the keyboard back to the row Enter opened it from, on Escape', async () => {
    const user = openTab();
    await screen.findByRole('row', { name: /punter0002/ }, SLOW);
    act(() => rowOf('punter0002').focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /punter0002/ }, SLOW);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(() => expect(document.activeElement).toBe(rowOf('punter0002')), SLOW);
  });

  it('gives it back to the Open button it was opened with', async () => {
    const user = openTab();
    await user.click(await screen.findByRole('button', { name: 'Open punter0003' }, SLOW));
    await screen.findByRole('dialog', { name: /punter0003/ }, SLOW);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open punter0003' })), SLOW);
  });
});

describe('the betting accounts', () => {
  afterEach(() => vi.useRealTimers());

  it('show another user’s status change within seconds, on the same search, the keyboard on the same row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = openTab(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await screen.findByRole('row', { name: /punter0002/ }, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Search betting accounts' }), 'punter');
    await waitFor(() => expect(asked.at(-1)?.search?.value).toBe('punter'));
    act(() => rowOf('punter0002').focus());
    const reads = asked.length;

    accounts = accounts.map((a) => (a.userName === 'punter0002' ? { ...a, status: 'bettingLocked', statusReason: 'Chasing losses' } : a));
    await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS - 1_000));
    expect(asked).toHaveLength(reads);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(rowOf('punter0002').textContent).toContain('Locked from betting (Chasing losses)'));
    expect(asked.at(-1)?.search?.value).toBe('punter');
    expect((screen.getByRole('textbox', { name: 'Search betting accounts' }) as HTMLInputElement).value).toBe('punter');
    expect(document.activeElement).toBe(rowOf('punter0002'));
  });
});
