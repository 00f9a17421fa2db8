import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { DeskKeyHints } from '@renderer/components/desks/desk-key-hints';
import { useDesk } from '@renderer/components/desks/use-desk';
import { MarketPanel } from './market-panel';
import { OddsCard } from './odds-card';
import { SPORTSBOOK_KEYS } from './odds-keys';

/**
 * The sportsbook desk (sportsBookManagement): an event's sportsbook markets priced in decimal odds per
 * selection (back only) from the keyboard, selections suspended one by one, and beside the focused market
 * its book, volume, recent bets, price history, bet limit and news.
 */
export default function SportsBookManagementScreen() {
  const markets = useOperation(contract.sportsbook.markets, {}, { refetchInterval: 2_000 });
  const desk = useDesk(markets.data);
  return (
    <Stack gap="sm">
      <Title order={2}>SportsBook Management</Title>
      {desk.picker}
      <Text size="xs" c="dimmed">
        Fixed decimal odds per selection, back only: a bet at 2.50 wins 1.50 per 1 staked. The book % is the sum of the implied chances (100 % is a fair book).
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="sm">
          {desk.shown.map((m, i) => (
            <OddsCard key={m.marketId} market={m} focused={i === desk.index} onFocus={() => desk.focus(i)} onMove={desk.move} />
          ))}
        </Stack>
        {desk.market && <MarketPanel market={desk.market} />}
      </SimpleGrid>
      <DeskKeyHints keys={SPORTSBOOK_KEYS} title="Sportsbook desk keys" />
    </Stack>
  );
}
