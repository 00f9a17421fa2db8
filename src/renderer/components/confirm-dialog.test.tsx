// @vitest-environment happy-dom
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { drawerDialogHandlers, expectEscapeClosesOnlyTheDialog, inDrawer, type DrawerDialogHandlers } from '@renderer/testing/dialog-in-drawer';
import { stubMatchMedia } from '@renderer/testing/match-media';

/** The question asked from inside a drawer, as a delete from a detail drawer asks it. */
const showInDrawer = (h: DrawerDialogHandlers, busy = false) =>
  inDrawer(
    'Market',
    h,
    <ConfirmDialog opened title="Delete market" busy={busy} onConfirm={h.onConfirm} onCancel={h.onCancel}>
      Are you sure?
    </ConfirmDialog>,
  );

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('closes alone on Escape, not the drawer it was opened from', async () => {
    const h = drawerDialogHandlers();
    render(showInDrawer(h));
    expectEscapeClosesOnlyTheDialog(await screen.findByRole('button', { name: 'Cancel' }), h);
  });

  it('answers Yes once to a double click, and again once the first call has ended', async () => {
    const h = drawerDialogHandlers();
    const { rerender } = render(showInDrawer(h));
    const yes = await screen.findByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(h.onConfirm).toHaveBeenCalledTimes(1);
    rerender(showInDrawer(h, true));
    rerender(showInDrawer(h, false));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(h.onConfirm).toHaveBeenCalledTimes(2);
  });
});

/**
 * A settings card's form whose Clear key asks first; once cleared, Clear key is off. The form, nearer than the
 * card, has its first control off: the one after takes the keyboard, not the card's Use default. `moveOn`: the confirm
 * moves the keyboard to the Key field itself; `drawnWhileOpen`: the question is drawn only while asked.
 */
function KeyCard({ moveOn = false, drawnWhileOpen = false }: { moveOn?: boolean; drawnWhileOpen?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [keySet, setKeySet] = useState(true);
  const field = useRef<HTMLInputElement>(null);
  const confirm = () => {
    setKeySet(false);
    setAsking(false);
    if (moveOn) field.current?.focus();
  };
  const question = (
    <ConfirmDialog opened={asking} title="Clear the key?" confirmLabel="Clear key" onConfirm={confirm} onCancel={() => setAsking(false)}>
      The key is removed.
    </ConfirmDialog>
  );
  return (
    <MantineProvider>
      <Button>Elsewhere on the page</Button>
      <section aria-label="Game provider">
        <Button>Use default</Button>
        <form>
          <Button disabled>Save key</Button>
          <TextInput label="Key" ref={field} />
          <Button disabled={!keySet} onClick={() => setAsking(true)}>
            Clear key
          </Button>
        </form>
      </section>
      {drawnWhileOpen ? asking && question : question}
    </MantineProvider>
  );
}

/** Clear key pressed, the question answered with `answer`, and the question gone. */
const answerClearKey = async (answer: 'Cancel' | 'Clear key') => {
  const user = userEvent.setup();
  const clearKey = screen.getByRole('button', { name: 'Clear key' });
  await user.click(clearKey);
  const dialog = await screen.findByRole('dialog', { name: 'Clear the key?' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
  return clearKey;
};

describe('the keyboard after a ConfirmDialog', () => {
  it.each([false, true])('goes back to the button that opened it on Cancel (drawn only while open: %s)', async (drawnWhileOpen) => {
    render(<KeyCard drawnWhileOpen={drawnWhileOpen} />);
    const clearKey = await answerClearKey('Cancel');
    await waitFor(() => expect(document.activeElement).toBe(clearKey));
  });

  it.each([false, true])('goes to the first control of its form (not of its card) that can take it once the confirm disabled its opener (drawn only while open: %s)', async (drawnWhileOpen) => {
    render(<KeyCard drawnWhileOpen={drawnWhileOpen} />);
    await answerClearKey('Clear key');
    expect((screen.getByRole('button', { name: 'Clear key' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Key' })));
  });

  it('stays where the confirm moved it', async () => {
    render(<KeyCard moveOn />);
    await answerClearKey('Clear key');
    const key = screen.getByRole('textbox', { name: 'Key' });
    await waitFor(() => expect(document.activeElement).toBe(key));
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(document.activeElement).toBe(key);
  });
});
