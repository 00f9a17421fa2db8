import { SimpleGrid, Stack, Group } from '@mantine/core';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { RatingsPanel } from '../desks/ratings-panel';
import { RaceCard } from './race-card';
import { RaceCreation } from './race-creation';
import { useRacePicker } from './race-picker';
import { RunnerSearch } from './runner-search';

/**
 * The racing desk: new races and their markets, a runner search, races by off time, a race card of numbered
 * runners with their ratings, and a non-runner withdrawn at its price, which sets its Rule 4 deduction (shown
 * before confirming, kept with each market of the race for settlement).
 */
export function RacingTab() {
  const { chosen, picker, select } = useRacePicker();
  return (
    <Stack gap="sm">
      <RaceCreation onCreated={select} />
      <Group align="flex-start">
        {picker}
        <RunnerSearch onOpen={select} />
      </Group>
      {chosen && (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <RaceCard key={chosen} marketId={chosen} />
          <RatingsPanel marketId={chosen} />
          <NewsPanel family="racing" targetId={chosen} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
