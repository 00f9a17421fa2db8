import { Table } from '@mantine/core';

/** The desk P/L tables' only row while the desk has no settled market. */
export function NoSettledMarketRow({ columns }: { columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} c="dimmed">
        No market of this desk is settled yet.
      </Table.Td>
    </Table.Tr>
  );
}
