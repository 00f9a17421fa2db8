import { Divider, Paper, Table, Text, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import type { SportsbookMarket } from '@shared/contract/sportsbook';
import { useOperation } from '@renderer/app/data/use-operation';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { PriceHistoryPanel } from '@renderer/components/desks/price-history-panel';
import { RecentBetsPanel } from '@renderer/components/desks/recent-bets-panel';
import { LimitPanel } from './limit-panel';
import { formatAmount } from '@renderer/lib/format';
import { RunnerPnlCell } from '@renderer/components/desks/runner-cells';

/** Beside the focused sportsbook market: its book, matched volume per selection, recent bets, price history, limit and news. */
export function MarketPanel({ market }: { market: SportsbookMarket }) {
  const volume = useOperation(contract.sportsbook.volume, { marketId: market.marketId }, { spinner: false, refetchInterval: 2_000 });
  const history = useOperation(contract.sportsbook.history, { marketId: market.marketId }, { spinner: false });
  const matched = new Map((volume.data?.selections ?? []).map((s) => [s.selectionId, s]));
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Book of ${market.name}`}>
      <Title order={3} size="h5">
        {market.name}: book
      </Title>
      <Text size="sm" data-testid="book-size" mb="xs">
        {market.betCount} {market.betCount === 1 ? 'bet' : 'bets'}, {formatAmount(market.stake)} staked, worst case {formatAmount(-market.worst)}
      </Text>
      <Table aria-label="Volume by selection" withRowBorders={false} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Selection</Table.Th>
            <Table.Th ta="right">Bets</Table.Th>
            <Table.Th ta="right">Matched</Table.Th>
            <Table.Th ta="right">House P/L if it wins</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {market.selections.map((s) => (
            <Table.Tr key={s.selectionId}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td ta="right">{matched.get(s.selectionId)?.bets ?? 0}</Table.Td>
              <Table.Td ta="right">{formatAmount(matched.get(s.selectionId)?.stake ?? 0)}</Table.Td>
              <RunnerPnlCell pnl={s.pnl} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider my="xs" />
      <LimitPanel marketId={market.marketId} marketName={market.name} />
      <Divider my="xs" />
      <NewsPanel family="sportsbook" targetId={market.marketId} />
      <Divider my="xs" />
      <RecentBetsPanel bets={volume.data?.recent} />
      <Divider my="xs" />
      <PriceHistoryPanel history={history.data} />
    </Paper>
  );
}
