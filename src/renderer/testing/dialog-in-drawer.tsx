import { Drawer, MantineProvider } from '@mantine/core';
import { act, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';

/** A dialog's answers and its drawer's close, each a spy. */
export const drawerDialogHandlers = () => ({ onConfirm: vi.fn(), onCancel: vi.fn(), onDrawerClose: vi.fn() });
export type DrawerDialogHandlers = ReturnType<typeof drawerDialogHandlers>;

/** A dialog as a detail drawer opens it (a delete, a lock): inside the drawer's React tree. */
export const inDrawer = (title: string, handlers: DrawerDialogHandlers, dialog: ReactNode) => (
  <MantineProvider>
    <Drawer opened onClose={handlers.onDrawerClose} title={title}>
      {dialog}
    </Drawer>
  </MantineProvider>
);

/** Escape on `target`, a control of the dialog, closes the dialog alone: not the drawer it was opened from. */
export const expectEscapeClosesOnlyTheDialog = (target: HTMLElement, handlers: DrawerDialogHandlers) => {
  act(() => target.focus());
  fireEvent.keyDown(target, { key: 'Escape' });
  expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  expect(handlers.onDrawerClose).not.toHaveBeenCalled();
};
