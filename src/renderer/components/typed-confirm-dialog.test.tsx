// @vitest-environment happy-dom
import { Drawer, MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypedConfirmDialog } from './typed-confirm-dialog';
import { stubMatchMedia } from '@renderer/testing/match-media';

/** The dialog as the white-label drawer opens it: inside the drawer's React tree. */
const showInDrawer = (handlers: { onConfirm(typed: string): void; onCancel(): void; onDrawerClose(): void }) =>
  render(
    <MantineProvider>
      <Drawer opened onClose={handlers.onDrawerClose} title="White label Royal Play">
        <TypedConfirmDialog opened title="Lock all children of Royal Play" summary="202 users will be locked." phrase="Royal Play" confirmLabel="Lock 202 users" onConfirm={handlers.onConfirm} onCancel={handlers.onCancel} />
      </Drawer>
    </MantineProvider>,
  );

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('TypedConfirmDialog', () => {
  it('closes alone on Escape, not the drawer it was opened from', async () => {
    const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onDrawerClose: vi.fn() };
    showInDrawer(handlers);
    const field = await screen.findByLabelText('Type Royal Play to confirm');
    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(handlers.onDrawerClose).not.toHaveBeenCalled();
  });

  it('confirms once however fast the button is clicked twice', async () => {
    const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onDrawerClose: vi.fn() };
    showInDrawer(handlers);
    fireEvent.change(await screen.findByLabelText('Type Royal Play to confirm'), { target: { value: 'royal play' } });
    const button = screen.getByRole('button', { name: 'Lock 202 users' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(handlers.onConfirm).toHaveBeenCalledTimes(1);
    expect(handlers.onConfirm).toHaveBeenCalledWith('royal play');
  });

  it('confirms on Enter in the field once the typed name matches, and not before', async () => {
    const user = userEvent.setup();
    const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onDrawerClose: vi.fn() };
    showInDrawer(handlers);
    const field = await screen.findByLabelText('Type Royal Play to confirm');
    await user.type(field, 'Royal Pla{Enter}');
    expect(handlers.onConfirm).not.toHaveBeenCalled();
    await user.type(field, 'y{Enter}');
    expect(handlers.onConfirm).toHaveBeenCalledOnce();
    expect(handlers.onConfirm).toHaveBeenCalledWith('Royal Play');
  });

  it('says why it cannot run now politely (a status), while the warning stays an alert', async () => {
    render(
      <MantineProvider>
        <TypedConfirmDialog opened title="Move the money of Royal Play" summary="₹2,000 will move." phrase="Royal Play" confirmLabel="Move" blocked="A transfer is already running." onConfirm={vi.fn()} onCancel={vi.fn()} />
      </MantineProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('A transfer is already running.');
    expect(screen.getByRole('alert', { name: 'This cannot be undone' }).textContent).toContain('₹2,000 will move.');
  });
});
