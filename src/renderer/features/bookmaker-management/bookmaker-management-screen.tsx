import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { MarketCard } from './market-card';

/**
 * The bookmaker desk (bookmakerManagement): an event's bookmaker markets, rates per runner in points
 * (45 / 47 means odds 1.45 / 1.47), runners suspended one by one, and the house's P/L per runner.
 */
export default function BookmakerManagementScreen() {
  const markets = useOperation(contract.bookmaker.markets, {}, { refetchInterval: 5_000 });
  const events = [...new Map((markets.data ?? []).map((m) => [m.eventId, m.eventName])).entries()];
  const [eventId, setEventId] = useState<string | null>(null);
  const chosen = eventId ?? events[0]?.[0] ?? null;
  const shown = (markets.data ?? []).filter((m) => m.eventId === chosen);
  return (
    <Stack gap="sm">
      <Title order={2}>BookMaker Management</Title>
      <Select label="Event" data={events.map(([value, label]) => ({ value, label }))} value={chosen} onChange={setEventId} allowDeselect={false} w={380} searchable />
      <Text size="xs" c="dimmed">
        Rates are points: back 45 / lay 47 means odds 1.45 / 1.47; the lay rate is never below the back rate. Type rates, Enter sends a market’s rates, Escape abandons them.
      </Text>
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        {shown.map((m) => (
          <MarketCard key={m.marketId} market={m} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
