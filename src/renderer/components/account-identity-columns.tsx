import type { TraderRow } from '@shared/contract/traders';
import { AccountStatusBadge } from './account-status/account-status-badge';
import type { ServerColumn } from './server-table/export-columns';

/** An account's name and user name: the first columns of both staff tables (Trader Management's, Market Trader Management's). */
export const ACCOUNT_NAME_COLUMNS: readonly ServerColumn<TraderRow>[] = [
  // A first and last name on one line ("Sam Suspended").
  { id: 'name', accessorKey: 'name', header: 'Name', size: 140 },
  { id: 'userName', accessorKey: 'userName', header: 'User Name' },
];

/** An account's status in both staff tables: Active or Inactive. */
export const ACCOUNT_STATUS_COLUMN: ServerColumn<TraderRow> = {
  id: 'status',
  accessorKey: 'status',
  header: 'Status',
  // The badge ("Inactive"); the header with its handles sets the width.
  size: 100,
  exportValue: (row) => (row.status === 'active' ? 'Active' : 'Inactive'),
  Cell: ({ row }) => <AccountStatusBadge status={row.original.status} />,
};
