import { Grid, Paper, Stack, Table, Title } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { DeskKeyHints } from '@renderer/components/desks/desk-key-hints';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { useDesk } from '@renderer/components/desks/use-desk';
import { BallByBallPanel } from './ball-by-ball-panel';
import { BookPanel } from './book-panel';
import { DESK_KEYS } from './desk-keys';
import { QuoteRow } from './quote-row';
import { TableHead } from '@renderer/components/table-head';

/**
 * The fancy desk (fancyManagement): the fancy markets of one event priced from the keyboard, the focused
 * market's book beside them. Quotes are sent to the exchange and show as current once it confirms them.
 */
export default function FancyManagementScreen() {
  const markets = useOperation(contract.fancy.markets, {}, { refetchInterval: 5_000 });
  const desk = useDesk(markets.data);
  const odds = useOperation(contract.fancyPlay.odds, { eventId: desk.eventId ?? '' }, { spinner: false, enabled: desk.eventId !== null });
  const fair = new Map((odds.data ?? []).map((o) => [o.marketId, o]));
  return (
    <Stack gap="sm">
      <Title order={2}>Fancy Management</Title>
      {desk.picker}
      {/* The desk takes the wider part: its Send and Suspend buttons must show whole beside four prices. */}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, xl: 7 }}>
        <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Fancy desk" highlightOnHover>
          <TableHead headers={['Market', 'NO line', 'NO rate', 'YES line', 'YES rate', 'Fair value', '']} />
          <Table.Tbody>
            {desk.shown.map((m, i) => (
              <QuoteRow key={m.marketId} market={m} odds={fair.get(m.marketId)} focused={i === desk.index} onFocus={() => desk.focus(i)} onMove={desk.move} />
            ))}
          </Table.Tbody>
        </Table>
        </Table.ScrollContainer>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
        <Stack gap="sm">
          {desk.eventId && <BallByBallPanel eventId={desk.eventId} />}
          {desk.market && <BookPanel market={desk.market} />}
          {desk.market && (
            <Paper withBorder p="sm">
              <NewsPanel family="fancy" targetId={desk.market.marketId} />
            </Paper>
          )}
        </Stack>
        </Grid.Col>
      </Grid>
      <DeskKeyHints keys={DESK_KEYS} title="Fancy desk keys" />
    </Stack>
  );
}
