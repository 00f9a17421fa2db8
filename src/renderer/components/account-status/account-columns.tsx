import type { MRT_RowData } from 'mantine-react-table';
import { RowButton, type RowButtonProps } from '@renderer/components/row-controls/row-button';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { AccountActiveSwitch, type AccountStatusChange } from './account-status-change';

type Account = AccountStatusChange['account'] & MRT_RowData;

/** An account table's column of one compact button per row (Set Permissions, Edit, Reset Password …); not sortable. */
export const accountButtonColumn = <Row extends Account>({
  id,
  header,
  label,
  onClick,
  variant = 'default',
  color,
}: {
  id: string;
  header: string;
  label: string;
  onClick(row: Row): void;
  variant?: RowButtonProps['variant'];
  color?: RowButtonProps['color'];
}): ServerColumn<Row> => ({
  id,
  header,
  enableSorting: false,
  Cell: ({ row }) => (
    <RowButton color={color} variant={variant} onClick={() => onClick(row.original)}>
      {label}
    </RowButton>
  ),
});

/**
 * An account table's Active column: the switch on while active. Spec §3: "active" shows the toggle on; the
 * toggle asks first, and the row changes when the exchange agrees.
 */
export const accountActiveColumn = <Row extends Account>(onToggle: (change: AccountStatusChange) => void): ServerColumn<Row> => ({
  id: 'active',
  header: 'Active',
  enableSorting: false,
  Cell: ({ row }) => <AccountActiveSwitch account={row.original} onToggle={onToggle} />,
});
