import { Badge, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { contract } from '@shared/contract';
import { CASINO_GAME_LABELS, outcomeLabel } from '@shared/casino/games';
import { CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDER_LABELS, CASINO_ROUND_STATUS_LABELS, type CasinoRound, type CasinoRoundStatus, type LiveTable } from '@shared/contract/casino';
import { useOperation } from '@renderer/app/data/use-operation';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { ageOf, formatAmount, formatTime } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { useNow } from '@renderer/lib/use-now';
import { PolledMonitorFrame } from '../frame/polled-monitor-frame';
import { allPolled } from '../frame/polled-status';
import type { MonitorProps } from '../registry/monitor-kind';
import { roundsToShow, unsettledByTable } from './rounds-to-show';
import { TableStreamTile } from './table-stream-tile';
import { streamCaption, type TableStream } from './table-streams';
import { useTableStreams } from './use-table-streams';
import classes from './casino.module.css';

/** How often the monitor asks for the tables' rounds. */
export const CASINO_POLL_MS = 1_500;
const ROUND_COLORS: Record<CasinoRoundStatus, string> = { betting: 'blue', unsettled: 'red', settled: 'green', voided: 'gray' };

/** What the house made on a round: its stakes less what it paid (nothing yet while open or unsettled). */
const houseResult = (round: CasinoRound) => (round.paid === null ? '' : formatAmount(round.staked - round.paid));

/**
 * The Result cell: the winner once known; while betting, when betting closes; while unsettled, how long the
 * round has waited (in the Result cell it has no use for yet: in the status badge it was cut to "UNSETTLED 2…").
 */
const resultText = (round: CasinoRound, now: number): string => {
  if (round.result) return outcomeLabel(round.game, round.result.winner);
  if (round.status === 'betting') return `closes ${formatTime(round.closesAt)}`;
  return round.status === 'unsettled' && round.closedAt ? `waiting ${ageOf(round.closedAt, now)}` : '';
};

const RoundRow = memo(function RoundRow({ round, now }: { round: CasinoRound; now: number }) {
  useFormatRedraw();
  const waiting = round.status === 'unsettled';
  return (
    <Table.Tr bg={waiting ? 'var(--mantine-color-red-light)' : undefined} aria-label={`Round ${round.seq}`}>
      <Table.Td>{round.seq}</Table.Td>
      <Table.Td>
        <Badge size="sm" variant={waiting ? 'filled' : 'light'} color={ROUND_COLORS[round.status]} className={classes.status}>
          {CASINO_ROUND_STATUS_LABELS[round.status]}
        </Badge>
      </Table.Td>
      <Table.Td>{round.bets}</Table.Td>
      <Table.Td className={classes.figure}>{formatAmount(round.staked)}</Table.Td>
      <Table.Td className={classes.figure}>{houseResult(round)}</Table.Td>
      <Table.Td fw={waiting ? 600 : undefined}>{resultText(round, now)}</Table.Td>
    </Table.Tr>
  );
});

/**
 * A table whose rounds did not change since the last poll is the same object (the query keeps unchanged
 * parts of an answer), so its card is not redrawn; the clock reaches only the rounds that count up. Its
 * unsettled rounds lead, however old (the latest rounds alone left them out: QA live4 #4). A table with a
 * configured stream shows it at the top; the tile stays mounted across polls (its key is the stream and the
 * flags that start it), only its caption follows the rounds.
 */
const TableCard = memo(function TableCard({ table, unsettled, now, tableStream }: { table: LiveTable; unsettled: readonly CasinoRound[] | undefined; now: number; tableStream: TableStream | undefined }) {
  const { event } = table;
  const rounds = useMemo(() => roundsToShow(table.rounds, unsettled), [table.rounds, unsettled]);
  const flags = tableStream?.flags;
  const caption = useMemo(() => (flags ? streamCaption(table.rounds, flags) : ''), [table.rounds, flags]);
  const waiting = rounds.filter((round) => round.status === 'unsettled').length;
  return (
    <Paper withBorder p="xs" component="section" aria-label={event.name}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {event.name}
        </Text>
        <Group gap={4}>
          <Badge size="xs" variant="outline">
            {CASINO_GAME_LABELS[event.game]}
          </Badge>
          <Badge size="xs" variant="outline">
            {CASINO_PROVIDER_LABELS[event.provider]}
          </Badge>
          <Badge size="xs" color={event.status === 'active' ? 'green' : 'gray'}>
            {CASINO_EVENT_STATUS_LABELS[event.status]}
          </Badge>
          {event.unsettledRounds > 0 && (
            <Badge size="xs" color="red">
              {event.unsettledRounds} unsettled
            </Badge>
          )}
        </Group>
      </Group>
      {tableStream && <TableStreamTile key={`${tableStream.stream._id}:${tableStream.flags.autoplay}:${tableStream.flags.sound}`} tableStream={tableStream} caption={caption} />}
      <Table striped={waiting === 0} withRowBorders aria-label={`Rounds of ${event.name}`} fz="xs" horizontalSpacing={6}>
        <TableHead headers={['Round', 'Status', 'Bets', 'Staked', 'House', 'Result']} />
        <Table.Tbody>
          {rounds.map((round) => (
            <RoundRow key={round.roundId} round={round} now={round.status === 'unsettled' ? now : 0} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
});

/**
 * Live rounds per casino table: status, bets and the house's result per round, rounds left unsettled by an
 * international provider in red with how long they have waited. Polled, since rounds move on a timer.
 * A table's configured stream plays at the top of its card, for users who may read that configuration.
 */
export function CasinoMonitor({ enabled, header }: MonitorProps) {
  const polled = { enabled, refetchInterval: CASINO_POLL_MS, spinner: false, errorToast: false };
  const live = useOperation(contract.casino.liveRounds, { perTable: 5 }, polled);
  // Every round waiting to be settled, however old: the latest five alone would leave most of them out.
  const unsettled = useOperation(contract.casino.unsettled, {}, polled);
  const waitingByTable = useMemo(() => unsettledByTable(unsettled.data ?? []), [unsettled.data]);
  const streams = useTableStreams(enabled);
  const now = useNow();
  const tables = live.data ?? [];
  return (
    <PolledMonitorFrame
      header={header}
      query={allPolled(live, unsettled)}
      note={`Unsettled rounds first, in red with how long they have waited. Latest five rounds per table, refreshed every ${CASINO_POLL_MS / 1000} s. Settle or void unsettled rounds under Casino.`}
    >
      <ScrollArea style={{ flex: 1 }} viewportProps={{ tabIndex: 0, 'aria-label': 'Casino tables' }}>
        <div className={classes.tables}>
          {tables.map((table) => {
            const waiting = waitingByTable.get(table.event._id);
            const counting = waiting !== undefined || table.rounds.some((round) => round.status === 'unsettled');
            return <TableCard key={table.event._id} table={table} unsettled={waiting} now={counting ? now : 0} tableStream={streams.get(table.event.name)} />;
          })}
        </div>
        {live.isSuccess && tables.length === 0 && <Text size="sm">No casino table is open.</Text>}
      </ScrollArea>
    </PolledMonitorFrame>
  );
}
