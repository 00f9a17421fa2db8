// @vitest-environment happy-dom
import { Drawer, MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { stubMatchMedia } from '@renderer/testing/match-media';

const handlers = () => ({ onConfirm: vi.fn(), onCancel: vi.fn(), onDrawerClose: vi.fn() });

/** The question asked from inside a drawer, as a delete from a detail drawer asks it. */
const showInDrawer = (h: ReturnType<typeof handlers>, busy = false) => (
  <MantineProvider>
    <Drawer opened onClose={h.onDrawerClose} title="Market">
      <ConfirmDialog opened title="Delete market" busy={busy} onConfirm={h.onConfirm} onCancel={h.onCancel}>
        Are you sure?
      </ConfirmDialog>
    </Drawer>
  </MantineProvider>
);

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('closes alone on Escape, not the drawer it was opened from', async () => {
    const h = handlers();
    render(showInDrawer(h));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    act(() => cancel.focus());
    fireEvent.keyDown(cancel, { key: 'Escape' });
    expect(h.onCancel).toHaveBeenCalledTimes(1);
    expect(h.onDrawerClose).not.toHaveBeenCalled();
  });

  it('answers Yes once to a double click, and again once the first call has ended', async () => {
    const h = handlers();
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
