// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { PunterQuery } from '@shared/contract/queries';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { punterAccount } from '../account-row-fixture';
import { QueryDrawer } from './query-drawer';

const QUERY: PunterQuery = {
  queryId: 'q1',
  userName: 'punter0007',
  subject: 'Line not understood',
  body: 'What is this line?',
  betId: null,
  statementSeq: 1002,
  status: 'open',
  answer: null,
  answeredBy: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};
const LINES = [1003, 1002, 1001].map((seq) => ({ seq, at: '2026-11-27T10:00:00.000Z', kind: 'deposit', amount: 100, balance: 100 * (seq - 1000), description: `Line ${seq}` }));

stubBridgeForEachTest(() => {
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  return {
    risk: {
      accountStatement: async () => ok({ account: { ...punterAccount({ accountId: 'a7', userName: 'punter0007', name: 'Punter 7' }), available: 100_000 }, data: LINES, recordsTotal: 3, recordsFiltered: 3, start: 0 }),
    },
    queries: { respond: async () => ok(QUERY) },
  };
});

/** The query's drawer open, `button` of it focused and Enter pressed on it: the statement open, the keyboard in it. */
const openStatementWith = async (button: string) => {
  const user = userEvent.setup();
  renderAsAdmin(<QueryDrawer query={QUERY} onClose={vi.fn()} />);
  const opener = await screen.findByRole('button', { name: button });
  act(() => opener.focus());
  await user.keyboard('{Enter}');
  const statement = await screen.findByRole('dialog', { name: 'Account statement: punter0007' });
  await screen.findByText('Line 1002');
  await waitFor(() => expect(statement.contains(document.activeElement)).toBe(true));
  return opener;
};

describe('a query’s drawer', () => {
  it.each(['Show the line in the statement', 'Account statement'])('gives the keyboard back to %s as the statement closes on Escape, not a frame later', async (button) => {
    const opener = await openStatementWith(button);
    // One Escape, and no frame drawn after it: the keyboard is on the button already, never on the page.
    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Account statement: punter0007' })).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The drawer stays, and keeps it after the frame too.
    expect(screen.getByRole('dialog', { name: 'Query: Line not understood' })).toBeTruthy();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(document.activeElement).toBe(opener);
  });
});
