import { Button, Table, TextInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { raceTitle } from '@shared/catalogue/race-title';

/** Finds a runner by name in every race (two letters at least), newest races first; a click opens its race. */
export function RunnerSearch({ onOpen }: { onOpen(marketId: string): void }) {
  const [text, setText] = useState('');
  const search = text.trim();
  const found = useOperation(contract.racing.selections, { start: 0, length: 20, search: { value: search } }, { spinner: false, enabled: search.length >= 2 });
  return (
    <Stack gap={4}>
      <TextInput label="Find a runner" placeholder="name" w={260} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      {search.length >= 2 && (
        <Table aria-label="Runners found" withRowBorders={false}>
          <Table.Tbody>
            {(found.data?.data ?? []).map((r) => (
              <Table.Tr key={r.selectionId}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{raceTitle(r)}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => onOpen(r.marketId)}>
                    Open {r.marketName}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
