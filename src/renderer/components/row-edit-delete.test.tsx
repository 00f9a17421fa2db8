// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MRT_Row } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { editDeleteColumn } from './edit-delete-column';
import { RowEditDelete } from './row-edit-delete';

afterEach(cleanup);

interface App {
  readonly _id: string;
  readonly name: string;
}

/** A column's cell for one row, as the table draws it. */
const cellOf = (column: ReturnType<typeof editDeleteColumn<App>>, original: App): ReactNode => {
  const Cell = column.Cell as (props: { row: Pick<MRT_Row<App>, 'original'> }) => ReactNode;
  return <Cell row={{ original }} />;
};

describe('Edit and Delete of a row', () => {
  it('name the row they act on, after their visible label ("Edit Evening"), and act on it', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderAsAdmin(<RowEditDelete save={contract.streaming.saveApp} remove={contract.streaming.deleteApp} rowName="Evening" onEdit={onEdit} onDelete={onDelete} />);
    const edit = screen.getByRole('button', { name: 'Edit Evening' });
    const remove = screen.getByRole('button', { name: 'Delete Evening' });
    expect([edit.textContent, remove.textContent]).toEqual(['Edit', 'Delete']);
    const user = userEvent.setup();
    await user.click(edit);
    await user.click(remove);
    expect([onEdit.mock.calls.length, onDelete.mock.calls.length]).toEqual([1, 1]);
  });

  it('in a table column, take each row’s name from rowName', async () => {
    const onEdit = vi.fn();
    const column = editDeleteColumn<App>({ save: contract.streaming.saveApp, remove: contract.streaming.deleteApp, rowName: (app) => app.name, onEdit, onDelete: vi.fn() });
    const evening = { _id: 'a1', name: 'Evening' };
    renderAsAdmin(
      <>
        {cellOf(column, evening)}
        {cellOf(column, { _id: 'a2', name: 'Morning' })}
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Edit Evening', 'Delete Evening', 'Edit Morning', 'Delete Morning']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Evening' }));
    expect(onEdit).toHaveBeenCalledWith(evening);
  });
});
