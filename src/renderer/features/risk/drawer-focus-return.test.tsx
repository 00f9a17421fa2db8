// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { PunterQuery } from '@shared/contract/queries';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { punterAccount } from './account-row-fixture';
import { PunterDrawer } from './punter-drawer';
import { QueryDrawer } from './queries/query-drawer';

const ACCOUNT = punterAccount({ accountId: 'a428', userName: 'punter0428', name: 'Test Punter' });
const QUERY: PunterQuery = {
  queryId: 'q1',
  userName: 'punter0428',
  subject: 'Line not understood',
  body: 'What is this line?',
  betId: null,
  statementSeq: null,
  status: 'open',
  answer: null,
  answeredBy: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

stubBridgeForEachTest(() => ({
  risk: {
    userInfoSearch: async () => ok({ data: [ACCOUNT], recordsTotal: 1, recordsFiltered: 1 }),
    parentOfUser: async () => ok([]),
    userBets: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }),
    activityList: async () => ok([]),
  },
}));

/** A list's row that opens `drawer` on Enter, as the punters' and the queries' tabs draw it only while open. */
function Row({ drawer }: { drawer: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <table aria-label="Rows">
        <tbody>
          <tr data-row-id="r1" tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && setOpen(true)}>
            <td>the row</td>
          </tr>
        </tbody>
      </table>
      {open && drawer(() => setOpen(false))}
    </>
  );
}

const DRAWERS: ReadonlyArray<readonly [string, (close: () => void) => ReactNode]> = [
  ['Punter punter0428', (close) => <PunterDrawer account={ACCOUNT} onClose={close} />],
  ['Query: Line not understood', (close) => <QueryDrawer query={QUERY} onClose={close} />],
];

describe('the account and query drawers', () => {
  it.each(DRAWERS)('give the keyboard back to their row in the same update Escape closes %s, not a frame later', async (title, drawer) => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAsAdmin(<Row drawer={drawer} />);
    const row = screen.getByRole('cell', { name: 'the row' }).closest('tr')!;
    act(() => row.focus());
    await user.keyboard('{Enter}');
    const opened = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));

    // One Escape, and no frame drawn after it: the keyboard is on the row already, never on the page.
    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    expect(document.activeElement).toBe(row);
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(document.activeElement).toBe(row);
  });
});
