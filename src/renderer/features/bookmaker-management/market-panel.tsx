import { Divider, Paper, Text, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import type { BookmakerMarket } from '@shared/contract/bookmaker';
import { useOperation } from '@renderer/app/data/use-operation';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { PriceHistoryPanel } from '@renderer/components/desks/price-history-panel';
import { RecentBetsPanel } from '@renderer/components/desks/recent-bets-panel';
import { openBetsWords } from './market-card';

/** Beside the focused bookmaker market: its news line, recent bets and the history of its rates. */
export function MarketPanel({ market }: { market: BookmakerMarket }) {
  const history = useOperation(contract.bookmaker.history, { marketId: market.marketId }, { spinner: false });
  const bets = useOperation(contract.bookmaker.bets, { marketId: market.marketId }, { spinner: false, refetchInterval: 2_000 });
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Book of ${market.name}`}>
      <Title order={3} size="h5">
        {market.eventName}: {market.name}
      </Title>
      <Text size="xs" c="dimmed">
        {openBetsWords(market)}
      </Text>
      <Divider my="xs" />
      <NewsPanel family="bookmaker" targetId={market.marketId} />
      <Divider my="xs" />
      <RecentBetsPanel bets={bets.data} />
      <Divider my="xs" />
      <PriceHistoryPanel history={history.data} />
    </Paper>
  );
}
