// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { Workspaces } from '@shared/contract/windows';
import { notices } from '@renderer/app/notices/notice-store';
import { showErrorToast } from '@renderer/app/notify';
import { createQueryClient } from '@renderer/app/query-client';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { theme } from '@renderer/app/theme';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { signedIn } from '@renderer/testing/render-with-providers';
import { SaveWorkspaceModal } from './save-workspace-modal';

const AT = '2025-01-01T10:00:00.000Z';
const workspaces = (active: string, names: readonly string[]): Workspaces => ({
  active,
  current: { name: active, monitors: [], updatedAt: AT },
  names: names.map((name) => ({ name, monitors: 0, updatedAt: AT })),
  openNow: [],
});

const saveWorkspace = vi.fn(async ({ name }: { name: string; replace?: boolean }) => ok(workspaces(name, [name, 'Morning'])));
/** The names main has saved: another window may add one while this one's question is open. */
let saved: readonly string[] = [];
beforeEach(() => {
  stubMatchMedia();
  saveWorkspace.mockClear();
  saved = ['Default', 'Morning'];
  (window as unknown as { exchange: unknown }).exchange = { windows: { workspaces: async () => ok(workspaces('Morning', saved)), saveWorkspace } };
});
afterEach(() => {
  cleanup();
  notifications.clean();
  notices.clear();
});

/** The central error toasts raised, by message (each is kept in the notifications centre too). */
const errorToasts = () => notices.get().filter((notice) => notice.tone === 'error').map((notice) => notice.message);

const renderWithToasts = (ui: ReactNode) => {
  const store = createStore();
  store.set(sessionAtom, signedIn('admin', 'admin'));
  return render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient(showErrorToast)}>
        <MantineProvider theme={theme}>{ui}</MantineProvider>
      </QueryClientProvider>
    </Provider>,
  );
};

/** The modal as the console shows it; `toasts`: under a query client that raises the central error toast, as a window's does. */
const open = async (name: string, { toasts = false } = {}) => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  if (toasts) renderWithToasts(<SaveWorkspaceModal opened onClose={onClose} />);
  else renderAsAdmin(<SaveWorkspaceModal opened onClose={onClose} />);
  await user.type(await screen.findByRole('textbox', { name: 'Workspace name' }), name);
  const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  // Save is offered once the workspaces are known (the hub's poll has them already).
  await waitFor(() => expect(button.disabled).toBe(false));
  return { user, onClose, save: () => user.click(button) };
};

describe('Save workspace as…', () => {
  it('asks before replacing a workspace of the same name ignoring case, saves nothing on Cancel, and saves the new spelling on Replace', async () => {
    const { user, onClose, save } = await open('default');
    await save();
    const question = await screen.findByRole('dialog', { name: 'Replace workspace' });
    expect(question.textContent).toContain('Replace workspace Default? Its layout gives way to the current one, saved as “default”.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Replace workspace' })).toBeNull());
    expect(saveWorkspace).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await save();
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace workspace' })).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saveWorkspace).toHaveBeenCalledOnce();
    expect(saveWorkspace.mock.calls[0]?.[0]).toEqual({ name: 'default', replace: true });
  });

  it('saves a new name at once, without a question', async () => {
    const { onClose, save } = await open('Evening');
    await save();
    await waitFor(() => expect(saveWorkspace).toHaveBeenCalledOnce());
    expect(saveWorkspace.mock.calls[0]?.[0]).toEqual({ name: 'Evening', replace: false });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Replace workspace' })).toBeNull();
    // Said, not only shown in the Workspace box.
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain('Workspace "Evening" saved.');
  });

  it('asks when another window saved the name after this one read the list, and replaces only on Replace', async () => {
    // Main refuses a name taken meanwhile unless told to replace it.
    saveWorkspace.mockImplementationOnce(async () => {
      saved = ['Default', 'Evening', 'Morning'];
      return fail({ kind: 'conflict', message: 'A workspace named "Evening" exists already.' });
    });
    const { user, onClose, save } = await open('evening');
    await save();
    const question = await screen.findByRole('dialog', { name: 'Replace workspace' });
    expect(question.textContent).toContain('Replace workspace Evening? Its layout gives way to the current one, saved as “evening”.');
    expect(saveWorkspace.mock.calls[0]?.[0]).toEqual({ name: 'evening', replace: false });
    await user.click(within(question).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saveWorkspace).toHaveBeenCalledTimes(2);
    expect(saveWorkspace.mock.calls[1]?.[0]).toEqual({ name: 'evening', replace: true });
  });

  it('asks, without an error toast, when the save is refused as a name taken meanwhile', async () => {
    saveWorkspace.mockImplementationOnce(async () => {
      saved = ['Default', 'Evening', 'Morning'];
      return fail({ kind: 'conflict', message: 'A workspace named "Evening" exists already.' });
    });
    const { save } = await open('Evening', { toasts: true });
    await save();
    expect((await screen.findByRole('dialog', { name: 'Replace workspace' })).textContent).toContain('Replace workspace Evening?');
    expect(errorToasts()).toEqual([]);
  });

  it('toasts any other refusal, and asks nothing', async () => {
    const refusal = { kind: 'internal', message: 'The workspaces file could not be written.' } as const;
    saveWorkspace.mockImplementationOnce(async () => fail(refusal));
    const { onClose, save } = await open('Evening', { toasts: true });
    await save();
    await waitFor(() => expect(errorToasts()).toEqual([refusal.message]));
    expect(screen.queryByRole('dialog', { name: 'Replace workspace' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
