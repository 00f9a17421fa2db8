// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contract, ok } from '@shared/contract';
import type { StreamApp } from '@shared/contract/streaming';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { editDeleteColumn } from './edit-delete-column';
import { pressEnterOnRow } from './row-enter.testing';
import type { ServerColumn } from './server-table/export-columns';
import { ServerTable } from './server-table/server-table';
import { useEditOnEnter } from './use-edit-delete';

const app = (_id: string, name: string): StreamApp => ({ _id, name, kind: 'sports', notes: '', streamCount: 0 });
const EVENING = app('a1', 'Evening');
const MORNING = app('a2', 'Morning');

stubBridgeForEachTest(() => ({ streaming: { apps: async () => ok([EVENING, MORNING]) } }));

const COLUMNS = (onEdit: (row: StreamApp) => void): ServerColumn<StreamApp>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  editDeleteColumn<StreamApp>({ save: contract.streaming.saveApp, remove: contract.streaming.deleteApp, rowName: (a) => a.name, onEdit, onDelete: () => undefined }),
];

/** A list of the kit: its Edit opens a dialog naming the row; `locked` locks rows as an account's lock does. */
function Apps({ locked }: { locked?: (row: StreamApp) => boolean }) {
  const [editing, setEditing] = useState<StreamApp | null>(null);
  const [columns] = useState(() => COLUMNS(setEditing));
  const openEdit = useEditOnEnter<StreamApp>({ save: contract.streaming.saveApp, onEdit: setEditing, ...(locked ? { locked } : {}) });
  return (
    <>
      <ServerTable label="Stream app list" operation={contract.streaming.apps} wholeList={(a: StreamApp) => a.name} columns={columns} onOpenRow={openEdit} />
      {editing && <div role="dialog" aria-label={`Edit ${editing.name}`} />}
    </>
  );
}

describe('Enter on a row of a list with Edit buttons (useEditOnEnter)', () => {
  it('opens the row’s Edit for who may call its save, as the Edit button does', async () => {
    renderWithProviders(<Apps />, signedIn('admin', 'admin'));
    expect(within(await pressEnterOnRow('Morning')).getByRole('button', { name: 'Edit Morning' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Morning' })).toBeTruthy();
  });

  it('opens nothing for who may not call the save: the row offers no Edit either', async () => {
    renderWithProviders(<Apps />, signedIn('viewer', 'victor'));
    const row = await pressEnterOnRow('Evening');
    expect(within(row).queryByRole('button', { name: 'Edit Evening' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing on a locked row, and still opens an unlocked one', async () => {
    renderWithProviders(<Apps locked={(row) => row._id === EVENING._id} />, signedIn('admin', 'admin'));
    await pressEnterOnRow('Evening');
    expect(screen.queryByRole('dialog')).toBeNull();
    await pressEnterOnRow('Morning');
    expect(screen.getByRole('dialog', { name: 'Edit Morning' })).toBeTruthy();
  });
});
