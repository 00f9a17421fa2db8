import { Table } from '@mantine/core';
import { RowButton } from '@renderer/components/row-controls/row-button';

/** A row's Query button, in a cell of its own: records a punter query about `about` ("statement line 5397"). */
export function QueryCell({ about, onClick }: { about: string; onClick(): void }) {
  return (
    <Table.Td>
      <RowButton size="compact-xs" variant="light" onClick={onClick} aria-label={`Record a query about ${about}`}>
        Query
      </RowButton>
    </Table.Td>
  );
}
