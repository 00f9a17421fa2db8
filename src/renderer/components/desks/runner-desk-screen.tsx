import { SimpleGrid, Stack, Text, Title, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeskKeyHints } from './desk-key-hints';
import type { DeskKey } from './desk-keys';
import { useDesk } from './use-desk';

/** What a runner desk's card takes: its market, whether it has the focus, and how the focus moves. */
export interface RunnerDeskCardProps<M> {
  market: M;
  focused: boolean;
  onFocus(): void;
  onMove(by: 1 | -1): void;
}

/**
 * A runner desk's screen (bookmaker, sportsbook): its heading, the event picker, a line on how its prices
 * read, the chosen event's market cards beside the focused market's panel, and the desk's keys.
 */
export function RunnerDeskScreen<M extends { marketId: string; eventId: string; eventName: string }>({
  title,
  markets,
  howPricesRead,
  grid,
  Card,
  Panel,
  keys,
  keysTitle,
}: {
  title: string;
  markets: readonly M[] | undefined;
  howPricesRead: ReactNode;
  grid: Pick<SimpleGridProps, 'cols' | 'spacing'>;
  Card: (props: RunnerDeskCardProps<M>) => ReactNode;
  Panel: (props: { market: M }) => ReactNode;
  keys: readonly DeskKey[];
  keysTitle: string;
}) {
  const desk = useDesk(markets);
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      {desk.picker}
      <Text size="xs" c="dimmed">
        {howPricesRead}
      </Text>
      <SimpleGrid {...grid}>
        <Stack gap="sm">
          {desk.shown.map((m, i) => (
            <Card key={m.marketId} market={m} focused={i === desk.index} onFocus={() => desk.focus(i)} onMove={desk.move} />
          ))}
        </Stack>
        {desk.market && <Panel market={desk.market} />}
      </SimpleGrid>
      <DeskKeyHints keys={keys} title={keysTitle} />
    </Stack>
  );
}
