import { Table } from '@mantine/core';

/** A plain table's header row: one cell per header; an empty header is an actions column, named for screen readers. */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((header, index) => (header === '' ? <Table.Th key={`actions-${index}`} aria-label="Actions" /> : <Table.Th key={header}>{header}</Table.Th>))}
      </Table.Tr>
    </Table.Thead>
  );
}
