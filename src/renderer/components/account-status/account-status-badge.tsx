import { RowBadge } from '@renderer/components/row-controls/row-badge';

/** An account's Active/Inactive status in a table cell. */
export function AccountStatusBadge({ status }: { status: string }) {
  return <RowBadge color={status === 'active' ? 'green' : 'gray'}>{status === 'active' ? 'Active' : 'Inactive'}</RowBadge>;
}
