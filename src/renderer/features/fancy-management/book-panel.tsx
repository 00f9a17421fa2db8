import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import type { FancyMarket } from '@shared/contract/fancy';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatAmount, formatTime, plural } from '@renderer/lib/format';
import { RunnerPnlCell } from '@renderer/components/desks/runner-cells';

/** The focused market's book: the house's P/L from each result position up, its size, and the quote's history. */
export function BookPanel({ market }: { market: FancyMarket }) {
  const book = useOperation(contract.fancy.book, { marketId: market.marketId }, { spinner: false, refetchInterval: 2_000 });
  const history = useOperation(contract.fancy.history, { marketId: market.marketId }, { spinner: false });
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Book of ${market.name}`}>
      <Title order={3} size="h5">
        {market.name}: book
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        YES at line L wins when the result is L or more; NO at line N wins when it is below N. House P/L per result:
      </Text>
      <Table aria-label="Book by result" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Result</Table.Th>
            <Table.Th ta="right">House P/L</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(book.data?.positions ?? []).map((p, i, all) => (
            <Table.Tr key={i}>
              <Table.Td>{p.from === null ? `below ${all[1]?.from ?? ''}` : all[i + 1] ? `${p.from}–${(all[i + 1]?.from ?? 0) - 1}` : `${p.from} and more`}</Table.Td>
              <RunnerPnlCell pnl={p.pnl} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs" data-testid="book-size">
        {book.data ? `${plural(book.data.betCount, 'bet')}, ${formatAmount(book.data.stake)} staked, worst case ${formatAmount(-book.data.worst)}` : ''}
      </Text>
      <Stack gap={2} mt="sm" role="group" aria-label="Price history">
        {(history.data ?? []).slice(0, 8).map((h, i) => (
          <Text key={i} size="xs">
            {formatTime(h.at)} {h.by ?? ''}: {h.before ? `${h.before.noLine}/${h.before.yesLine} → ` : ''}
            {h.after.noLine}/{h.after.yesLine} ({h.after.noRate}/{h.after.yesRate})
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
