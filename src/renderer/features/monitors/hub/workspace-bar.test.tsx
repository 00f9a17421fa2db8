// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { Workspaces } from '@shared/contract/windows';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { WorkspaceBar } from './workspace-bar';

const AT = '2025-01-01T10:00:00.000Z';
const workspaces = (names: readonly string[]): Workspaces => ({
  active: 'Default',
  current: { name: 'Default', monitors: [], updatedAt: AT },
  names: names.map((name) => ({ name, monitors: 0, updatedAt: AT })),
  openNow: [],
});

/** The names main has saved: Delete takes one away. */
let saved: readonly string[];
stubBridgeForEachTest(() => ({
  windows: {
    workspaces: async () => ok(workspaces(saved)),
    deleteWorkspace: vi.fn(async ({ name }: { name: string }) => ((saved = saved.filter((n) => n !== name)), ok(workspaces(saved)))),
  },
}));

/** Delete… opened, Delete “`name`” chosen and the question answered with `answer`: the question gone. */
async function deleteFromTheMenu(name: string, answer: 'Cancel' | 'Yes') {
  const user = userEvent.setup();
  renderAsAdmin(<WorkspaceBar />);
  const menuButton = await screen.findByRole('button', { name: 'Delete…' });
  await user.click(menuButton);
  await user.click(await screen.findByRole('menuitem', { name: `Delete “${name}”` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete workspace' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
  return menuButton;
}

describe('the keyboard after deleting a workspace from the workspace bar', () => {
  it.each(['Cancel', 'Yes'] as const)('goes back to the Delete… menu button, whose item has gone (%s)', async (answer) => {
    saved = ['Default', 'Morning', 'Evening'];
    const menuButton = await deleteFromTheMenu('Morning', answer);
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('goes to the Workspace field once the last other workspace is deleted and Delete… is off', async () => {
    saved = ['Default', 'Morning'];
    const menuButton = await deleteFromTheMenu('Morning', 'Yes');
    await waitFor(() => expect((menuButton as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Workspace' })));
  });
});
