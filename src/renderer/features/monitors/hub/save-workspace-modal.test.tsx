// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { Workspaces } from '@shared/contract/windows';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
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
afterEach(cleanup);

const open = async (name: string) => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderAsAdmin(<SaveWorkspaceModal opened onClose={onClose} />);
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
});
