// @vitest-environment happy-dom
import { MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCARD_QUESTION } from './form-kit/close-guard';
import { TypedConfirmDialog } from './typed-confirm-dialog';
import { drawerDialogHandlers, expectEscapeClosesOnlyTheDialog, inDrawer, type DrawerDialogHandlers } from '@renderer/testing/dialog-in-drawer';
import { stubMatchMedia } from '@renderer/testing/match-media';

/** The dialog as the white-label drawer opens it: inside the drawer's React tree. */
const showInDrawer = (handlers: DrawerDialogHandlers, extra?: ReactNode) =>
  render(
    inDrawer(
      'White label Royal Play',
      handlers,
      <TypedConfirmDialog opened title="Lock all children of Royal Play" summary="202 users will be locked." phrase="Royal Play" confirmLabel="Lock 202 users" onConfirm={handlers.onConfirm} onCancel={handlers.onCancel}>
        {extra}
      </TypedConfirmDialog>,
    ),
  );

/** A reason field as the lock dialog has one: what is typed in it tells the dialog through `extraTyped`. */
function WithReason(handlers: { onConfirm(typed: string): void; onCancel(): void }) {
  const [reason, setReason] = useState('');
  return (
    <MantineProvider>
      <TypedConfirmDialog opened title="Lock all children of Royal Play" summary="202 users will be locked." phrase="Royal Play" confirmLabel="Lock 202 users" extraTyped={reason !== ''} {...handlers}>
        <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      </TypedConfirmDialog>
    </MantineProvider>
  );
}

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('TypedConfirmDialog', () => {
  it('closes alone on Escape, not the drawer it was opened from', async () => {
    const handlers = drawerDialogHandlers();
    showInDrawer(handlers);
    expectEscapeClosesOnlyTheDialog(await screen.findByLabelText('Type Royal Play to confirm'), handlers);
  });

  it('confirms once however fast the button is clicked twice', async () => {
    const handlers = drawerDialogHandlers();
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
    const handlers = drawerDialogHandlers();
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

  it('asks before Escape throws away a typed name, and keeps it on Keep editing', async () => {
    const user = userEvent.setup();
    const handlers = drawerDialogHandlers();
    showInDrawer(handlers);
    await user.type(await screen.findByLabelText('Type Royal Play to confirm'), 'Royal');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(question.textContent).toContain(DISCARD_QUESTION);
    expect(handlers.onCancel).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(((await screen.findByLabelText('Type Royal Play to confirm')) as HTMLInputElement).value).toBe('Royal');
    expect(handlers.onCancel).not.toHaveBeenCalled();
    expect(handlers.onDrawerClose).not.toHaveBeenCalled();
  });

  it('asks before Cancel throws away a typed reason, and closes on Discard', async () => {
    const user = userEvent.setup();
    const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() };
    render(<WithReason {...handlers} />);
    await user.type(await screen.findByLabelText('Reason'), 'Fraud ring');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(handlers.onCancel).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(handlers.onCancel).toHaveBeenCalledOnce();
  });
});
