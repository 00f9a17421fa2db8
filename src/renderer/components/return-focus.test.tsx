// @vitest-environment happy-dom
import { Button, Drawer, MantineProvider, Modal } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { escapeClosesOnlyThis } from './dialog-guards';
import { useReturnFocus } from './return-focus';

beforeEach(stubMatchMedia);
afterEach(cleanup);

function StatementModal({ onClose }: { onClose(): void }) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} {...escapeClosesOnlyThis(onClose)} title="Account statement" transitionProps={{ duration: 0 }}>
      <Button>Export rows</Button>
    </Modal>
  );
}

function AccountDrawer({ userName, onClose }: { userName: string; onClose(): void }) {
  useReturnFocus();
  const [statement, setStatement] = useState(false);
  return (
    <Drawer opened onClose={onClose} title={userName} transitionProps={{ duration: 0 }}>
      <Button onClick={() => setStatement(true)}>Account statement</Button>
      {statement && <StatementModal onClose={() => setStatement(false)} />}
    </Drawer>
  );
}

/** A list whose rows open a drawer (Enter, or their Open button); `redraw` draws every row anew, as a refetch may. */
function Accounts({ ids = ['a1', 'a2', 'a3'] }: { ids?: string[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(0);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setDrawing((n) => n + 1)}>
        redraw
      </button>
      <table aria-label="Betting accounts">
        <tbody>
          {ids.map((id) => (
            <tr key={`${id}:${drawing}`} data-row-id={id} tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && setOpen(id)}>
              <td>{id}</td>
              <td>
                <button type="button" aria-label={`Open ${id}`} onClick={() => setOpen(id)}>
                  Open
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && <AccountDrawer userName={open} onClose={() => setOpen(null)} />}
    </MantineProvider>
  );
}

function VoidDialog({ onVoid }: { onVoid(): void }) {
  useReturnFocus();
  return (
    <Modal opened onClose={onVoid} {...escapeClosesOnlyThis(onVoid)} title="Void the chosen bets" transitionProps={{ duration: 0 }}>
      <Button onClick={onVoid}>Void</Button>
    </Modal>
  );
}

/** A drawer whose Void chosen bets opens a dialog drawn only while open; once voided, the button is gone or off. */
function BetsDrawer({ voided }: { voided: 'gone' | 'off' }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <MantineProvider>
      <Drawer opened onClose={() => {}} title="Bets" transitionProps={{ duration: 0 }}>
        {!(done && voided === 'gone') && (
          <Button disabled={done} onClick={() => setAsking(true)}>
            Void chosen bets
          </Button>
        )}
        {asking && <VoidDialog onVoid={() => (setDone(true), setAsking(false))} />}
      </Drawer>
    </MantineProvider>
  );
}

const rowOf = (id: string) => screen.getByRole('cell', { name: id }).closest('tr')!;

/** The list drawn, the row of `id` focused and Enter pressed on it: its drawer open; the user to go on with. */
const openWithEnter = async (id: string) => {
  const user = userEvent.setup();
  render(<Accounts />);
  act(() => rowOf(id).focus());
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: id });
  return user;
};

describe('a drawer or dialog drawn only while open', () => {
  it('gives the keyboard back to the row that opened it on Escape', async () => {
    const user = await openWithEnter('a2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rowOf('a2')));
  });

  it('gives it back to the same row, by its id, when the table drew its rows anew meanwhile', async () => {
    const user = await openWithEnter('a3');
    const before = rowOf('a3');
    act(() => screen.getByRole('button', { name: 'redraw', hidden: true }).click());
    expect(rowOf('a3')).not.toBe(before);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(rowOf('a3')));
  });

  it('gives it back to the Open button, and from a statement opened in the drawer, to Account statement', async () => {
    const user = userEvent.setup();
    render(<Accounts />);
    await user.click(screen.getByRole('button', { name: 'Open a1' }));
    await screen.findByRole('dialog', { name: 'a1' });
    await user.click(screen.getByRole('button', { name: 'Account statement' }));
    await screen.findByRole('dialog', { name: 'Account statement' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account statement' })));
    expect(screen.getByRole('dialog', { name: 'a1' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open a1' })));
  });

  it.each(['gone', 'off'] as const)('gives it to the first control of the drawer it was opened from when its opener is %s', async (voided) => {
    const user = userEvent.setup();
    render(<BetsDrawer voided={voided} />);
    await user.click(await screen.findByRole('button', { name: 'Void chosen bets' }));
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Void the chosen bets' })).toBeNull());
    const drawer = screen.getByRole('dialog', { name: 'Bets' });
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getAllByRole('button')[0]));
  });
});
