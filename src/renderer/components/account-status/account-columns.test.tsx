// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MRT_Row } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { accountActiveColumn, accountButtonColumn } from './account-columns';

afterEach(cleanup);

interface Account {
  readonly _id: string;
  readonly name: string;
  readonly userName: string;
  readonly status: string;
}

const FIONA: Account = { _id: 's1', name: 'Fiona Staff', userName: 'fiona', status: 'active' };
const RITA: Account = { _id: 's2', name: 'Rita Staff', userName: 'rita', status: 'inactive' };
/** The signed-in admin's own row (renderAsAdmin signs in as the user u1). */
const SELF: Account = { _id: 'u1', name: 'Ada Admin', userName: 'admin', status: 'active' };

/** Each column's cell for each row, as the table draws them. */
const renderCells = (columns: readonly ServerColumn<Account>[], rows: readonly Account[]) =>
  renderAsAdmin(
    <>
      {rows.flatMap((original) =>
        columns.map((column) => {
          const Cell = column.Cell as (props: { row: Pick<MRT_Row<Account>, 'original'> }) => ReactNode;
          return <Cell key={`${original._id}.${column.id}`} row={{ original }} />;
        }),
      )}
    </>,
  );

describe('the account columns', () => {
  it('name the account of their row after their visible label ("Reset Password Fiona Staff")', () => {
    renderCells(
      [
        accountButtonColumn<Account>({ id: 'actions', header: 'Actions', label: 'Reset Password', onClick: vi.fn() }),
        accountButtonColumn<Account>({ id: 'ipLogs', header: 'Ip Logs', label: 'Ip Logs', changes: false, onClick: vi.fn() }),
        accountActiveColumn<Account>(vi.fn()),
      ],
      [FIONA, RITA],
    );
    expect(screen.getAllByRole('button').map((button) => [button.getAttribute('aria-label'), button.textContent])).toEqual([
      ['Reset Password Fiona Staff', 'Reset Password'],
      ['Ip Logs Fiona Staff', 'Ip Logs'],
      ['Reset Password Rita Staff', 'Reset Password'],
      ['Ip Logs Rita Staff', 'Ip Logs'],
    ]);
    expect((screen.getByRole('switch', { name: 'Active Fiona Staff' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Active Rita Staff' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the Active switch of a row the user may not change in the Tab order, says why on focus, and leaves it as it is when pressed', async () => {
    const onToggle = vi.fn();
    renderCells([accountActiveColumn<Account>(onToggle)], [FIONA, SELF]);
    const user = userEvent.setup();
    screen.getByRole('switch', { name: 'Active Fiona Staff' }).focus();
    await user.tab();
    const own = screen.getByRole('switch', { name: 'Active Ada Admin' }) as HTMLInputElement;
    expect(document.activeElement).toBe(own);
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(own.disabled).toBe(false);
    expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your own account');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Your own account');
    await user.keyboard(' ');
    await user.click(own);
    expect(own.checked).toBe(true);
    expect(onToggle).not.toHaveBeenCalled();
    // A row the user may change asks as before.
    await user.click(screen.getByRole('switch', { name: 'Active Fiona Staff' }));
    expect(onToggle).toHaveBeenCalledWith({ account: FIONA, status: 'inactive' });
  });
});
