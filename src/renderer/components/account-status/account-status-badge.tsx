import { Badge } from '@mantine/core';

/** An account's Active/Inactive status in a table cell. */
export function AccountStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
