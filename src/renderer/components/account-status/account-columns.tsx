import type { MRT_RowData } from 'mantine-react-table';
import { RowButton, type RowButtonProps } from '@renderer/components/row-controls/row-button';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { useAccountLock } from './account-lock';
import { AccountActiveSwitch, type AccountStatusChange } from './account-status-change';

type Account = AccountStatusChange['account'] & MRT_RowData;

type ButtonLook = Pick<RowButtonProps, 'variant' | 'color'>;

/** The accessible name of an account row's button: its label, then the account's name ("Edit Victor Viewer"). */
const accountButtonName = (label: string, account: Account): string => `${label} ${account.name}`;

/** A button that changes its row's account: off where the exchange would refuse the change, saying why to mouse and keyboard alike. */
function AccountChangeButton({ account, label, look, onClick }: { account: Account; label: string; look: ButtonLook; onClick(): void }) {
  const lock = useAccountLock(account);
  return (
    <RowButton {...look} unavailable={lock} onClick={onClick} aria-label={accountButtonName(label, account)}>
      {label}
    </RowButton>
  );
}

/**
 * A column of one compact button as wide as its button or its header needs (about 8 px a character, the
 * button's and the cell's padding), not the tables' default: an account table of eight columns fits a 1,280 px
 * window without a sideways scroll. Users can still widen it.
 */
const buttonColumnWidth = (header: string, label: string): number => Math.max(100, 8 * Math.max(header.length, label.length) + 48);

/**
 * An account table's column of one compact button per row (Set Permissions, Edit, Reset Password …); not
 * sortable. A button that `changes` the account (all but a read like Ip Logs) is off on the rows the user
 * may not change (their own; an admin's, for a non-admin), saying why on focus or hover. Each button's
 * accessible name carries its row's account name ("Reset Password Fiona Staff").
 */
export const accountButtonColumn = <Row extends Account>({
  id,
  header,
  label,
  onClick,
  variant = 'default',
  color,
  changes = true,
}: {
  id: string;
  header: string;
  label: string;
  onClick(row: Row): void;
  variant?: RowButtonProps['variant'];
  color?: RowButtonProps['color'];
  changes?: boolean;
}): ServerColumn<Row> => ({
  id,
  header,
  size: buttonColumnWidth(header, label),
  enableSorting: false,
  Cell: ({ row }) =>
    changes ? (
      <AccountChangeButton account={row.original} label={label} look={{ variant, color }} onClick={() => onClick(row.original)} />
    ) : (
      <RowButton color={color} variant={variant} onClick={() => onClick(row.original)} aria-label={accountButtonName(label, row.original)}>
        {label}
      </RowButton>
    ),
});

/**
 * An account table's Active column: the switch on while active. Spec §3: "active" shows the toggle on; the
 * toggle asks first, and the row changes when the exchange agrees. On a row the user may not change, the
 * switch is off as the row's buttons are: reachable by Tab, saying why, doing nothing.
 */
export const accountActiveColumn = <Row extends Account>(onToggle: (change: AccountStatusChange) => void): ServerColumn<Row> => ({
  id: 'active',
  header: 'Active',
  size: 100,
  enableSorting: false,
  Cell: ({ row }) => <AccountActiveSwitch account={row.original} onToggle={onToggle} />,
});
