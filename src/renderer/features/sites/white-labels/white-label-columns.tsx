import { Text } from '@mantine/core';
import { WHITE_LABEL_STATUS_LABELS, type SiteUser, type WhiteLabel } from '@shared/contract/white-labels';
import { moneyCell } from '@shared/files/xlsx';
import { accountStatusLabel } from '@shared/money/accounts';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import type { ExportColumn } from '@renderer/components/server-table/export-rows';
import { RowBadge } from '@renderer/components/row-controls/row-badge';
import { formatCount } from '@renderer/lib/format';
import { formatAmount } from '../format';
import { WhiteLabelStatusBadge } from './status-badge';

/**
 * Each site has its own currency. The screen shows it in every amount ("$1,500.00"); a file's amounts are
 * plain numbers, so an export of several sites writes each row's currency code beside its amounts.
 */
const SITE_CURRENCY: ExportColumn<WhiteLabel> = { header: 'Currency', value: (w) => w.currency };

/** The white labels list's columns but its row actions: what each site holds, in its own currency. */
export const WHITE_LABEL_COLUMNS: readonly ServerColumn<WhiteLabel>[] = [
  // A long name wraps: the money and the row actions keep their room in a 1,280 px window.
  { id: 'name', accessorKey: 'name', header: 'Name', size: 110 },
  // As wide as its longest badge ("Provisioning failed"): a badge is never cut.
  { id: 'status', header: 'Status', size: 190, exportValue: (w) => WHITE_LABEL_STATUS_LABELS[w.status], Cell: ({ row }) => <WhiteLabelStatusBadge status={row.original.status} /> },
  // Counts: their headers with their handles set these columns' widths.
  { id: 'users', header: 'Users', size: 100, exportValue: (w) => w.users.total, Cell: ({ row }) => formatCount(row.original.users.total) },
  { id: 'locked', header: 'Locked', size: 100, exportValue: (w) => w.users.bettingLocked + w.users.suspended, Cell: ({ row }) => formatCount(row.original.users.bettingLocked + row.original.users.suspended) },
  // Amounts stay on one line (server-table.css): they and their headers set these columns' widths.
  { id: 'balance', header: 'Child balance', size: 100, exportValue: (w) => moneyCell(w.money.balance), exportBeside: [SITE_CURRENCY], Cell: ({ row }) => formatAmount(row.original.money.balance, row.original.currency) },
  { id: 'exposure', header: 'Exposure', size: 100, exportValue: (w) => moneyCell(w.money.exposure), exportBeside: [SITE_CURRENCY], Cell: ({ row }) => formatAmount(row.original.money.exposure, row.original.currency) },
  // Minor beside the money (the Domains tab lists the domains; Status says a provisioning failed): shown from
  // the column menu, they leave the row actions room.
  { id: 'domainCount', accessorKey: 'domainCount', header: 'Domains', hiddenByDefault: true },
  { id: 'nodeSiteId', header: 'Node site', hiddenByDefault: true, exportValue: (w) => w.nodeSiteId ?? '', Cell: ({ row }) => row.original.nodeSiteId ?? (row.original.provisionError ? 'Failed' : '—') },
];

/** One site's users: every row is in the site's currency, so the money headers say it ("Balance (USD)"). */
export const siteUserColumns = (currency: string): ServerColumn<SiteUser>[] => [
  { id: 'userName', accessorKey: 'userName', header: 'User name' },
  { id: 'level', accessorKey: 'level', header: 'Level' },
  // As wide as its longest badge ("Provisioning failed"): a badge is never cut.
  { id: 'status', header: 'Status', size: 190, exportValue: (u) => accountStatusLabel(u.status), Cell: ({ row }) => <Text size="sm" title={row.original.statusReason ?? undefined}>{accountStatusLabel(row.original.status)}</Text> },
  { id: 'canBet', header: 'May bet', exportValue: (u) => (u.canBet ? 'Yes' : 'No'), Cell: ({ row }) => <RowBadge color={row.original.canBet ? 'green' : 'red'}>{row.original.canBet ? 'Yes' : 'No'}</RowBadge> },
  { id: 'statusReason', header: 'Reason', exportValue: (u) => u.statusReason ?? '', Cell: ({ row }) => row.original.statusReason ?? '' },
  { id: 'balance', header: 'Balance', exportHeader: `Balance (${currency})`, exportValue: (u) => moneyCell(u.balance), Cell: ({ row }) => formatAmount(row.original.balance, currency) },
  { id: 'exposure', header: 'Exposure', exportHeader: `Exposure (${currency})`, exportValue: (u) => moneyCell(u.exposure), Cell: ({ row }) => formatAmount(row.original.exposure, currency) },
];
