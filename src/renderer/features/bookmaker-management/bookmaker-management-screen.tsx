import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { DeskKeyHints } from '@renderer/components/desks/desk-key-hints';
import { useDesk } from '@renderer/components/desks/use-desk';
import { MarketCard } from './market-card';
import { MarketPanel } from './market-panel';
import { BOOKMAKER_KEYS } from './rate-keys';

/**
 * The bookmaker desk (bookmakerManagement): an event's bookmaker markets, rates per runner in points
 * (45 / 47 means odds 1.45 / 1.47) priced from the keyboard, runners suspended one by one, the house's
 * P/L per runner, and beside the focused market its news and rate history.
 */
export default function BookmakerManagementScreen() {
  const markets = useOperation(contract.bookmaker.markets, {}, { refetchInterval: 5_000 });
  const desk = useDesk(markets.data);
  return (
    <Stack gap="sm">
      <Title order={2}>BookMaker Management</Title>
      {desk.picker}
      <Text size="xs" c="dimmed">
        Rates are points: back 45 / lay 47 means odds 1.45 / 1.47; the lay rate is never below the back rate. Type rates, Enter sends a market’s rates, Escape abandons them.
      </Text>
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        <Stack gap="sm">
          {desk.shown.map((m, i) => (
            <MarketCard key={m.marketId} market={m} focused={i === desk.index} onFocus={() => desk.focus(i)} onMove={desk.move} />
          ))}
        </Stack>
        {desk.market && <MarketPanel market={desk.market} />}
      </SimpleGrid>
      <DeskKeyHints keys={BOOKMAKER_KEYS} title="Bookmaker desk keys" />
    </Stack>
  );
}
