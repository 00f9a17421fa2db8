// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
