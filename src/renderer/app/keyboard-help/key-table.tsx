import { Kbd, Table, type TableProps } from '@mantine/core';
import type { DeskKey } from '@renderer/components/desks/desk-keys';

/** Keys and what they do, one a row: the table of a desk's help and of each group of the console's. */
export function KeyTable({ keys, ...table }: { keys: readonly DeskKey[] } & TableProps) {
  return (
    <Table {...table}>
      <Table.Tbody>
        {keys.map((k) => (
          <Table.Tr key={k.keys}>
            <Table.Td>
              <Kbd>{k.keys}</Kbd>
            </Table.Td>
            <Table.Td>{k.action}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
