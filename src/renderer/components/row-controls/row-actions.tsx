import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A row's buttons side by side at its right edge, never wrapped onto a second line. */
export function RowActionsGroup({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

/** The last cell of a plain table's row: its buttons (RowActionsGroup). */
export function RowActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <RowActionsGroup>{children}</RowActionsGroup>
    </Table.Td>
  );
}
