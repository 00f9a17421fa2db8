import { Badge, Group, Paper, ScrollArea, SimpleGrid, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { contract } from '@shared/contract';
import { CASINO_GAME_LABELS, outcomeLabel } from '@shared/casino/games';
import { CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDER_LABELS, CASINO_ROUND_STATUS_LABELS, type CasinoRound, type CasinoRoundStatus, type LiveTable } from '@shared/contract/casino';
import { useOperation } from '@renderer/app/data/use-operation';
import { ageOf, formatAmount, formatTime } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { useNow } from '@renderer/lib/use-now';
import { PolledMonitorFrame } from '../frame/polled-monitor-frame';
import type { MonitorProps } from '../registry/monitor-kind';

/** How often the monitor asks for the tables' rounds. */
export const CASINO_POLL_MS = 1_500;
const ROUND_COLORS: Record<CasinoRoundStatus, string> = { betting: 'blue', unsettled: 'red', settled: 'green', voided: 'gray' };

/** What the house made on a round: its stakes less what it paid (nothing yet while open or unsettled). */
const houseResult = (round: CasinoRound) => (round.paid === null ? '' : formatAmount(round.staked - round.paid));

const RoundRow = memo(function RoundRow({ round, now }: { round: CasinoRound; now: number }) {
  const waiting = round.status === 'unsettled';
  return (
    <Table.Tr bg={waiting ? 'var(--mantine-color-red-light)' : undefined} aria-label={`Round ${round.seq}`}>
      <Table.Td>{round.seq}</Table.Td>
      <Table.Td>
        <Badge size="sm" variant={waiting ? 'filled' : 'light'} color={ROUND_COLORS[round.status]}>
          {CASINO_ROUND_STATUS_LABELS[round.status]}
          {waiting && round.closedAt ? ` ${ageOf(round.closedAt, now)}` : ''}
        </Badge>
      </Table.Td>
      <Table.Td>{round.bets}</Table.Td>
      <Table.Td>{formatAmount(round.staked)}</Table.Td>
      <Table.Td>{houseResult(round)}</Table.Td>
      <Table.Td>{round.result ? outcomeLabel(round.game, round.result.winner) : round.status === 'betting' ? `closes ${formatTime(round.closesAt)}` : ''}</Table.Td>
    </Table.Tr>
  );
});

/**
 * A table whose rounds did not change since the last poll is the same object (the query keeps unchanged
 * parts of an answer), so its card is not redrawn; the clock reaches only the rounds that count up.
 */
const TableCard = memo(function TableCard({ table, now }: { table: LiveTable; now: number }) {
  const { event, rounds } = table;
  const unsettled = rounds.filter((round) => round.status === 'unsettled').length;
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
      <Table striped={unsettled === 0} withRowBorders aria-label={`Rounds of ${event.name}`} fz="xs">
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
 */
export function CasinoMonitor({ enabled, header }: MonitorProps) {
  const live = useOperation(contract.casino.liveRounds, { perTable: 5 }, { enabled, refetchInterval: CASINO_POLL_MS, spinner: false, errorToast: false });
  const now = useNow();
  const tables = live.data ?? [];
  return (
    <PolledMonitorFrame
      header={header}
      query={live}
      note={`Latest five rounds per table, refreshed every ${CASINO_POLL_MS / 1000} s. Settle or void unsettled rounds under Casino.`}
    >
      <ScrollArea style={{ flex: 1 }} viewportProps={{ tabIndex: 0, 'aria-label': 'Casino tables' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
          {tables.map((table) => (
            <TableCard key={table.event._id} table={table} now={table.rounds.some((round) => round.status === 'unsettled') ? now : 0} />
          ))}
        </SimpleGrid>
        {live.isSuccess && tables.length === 0 && <Text size="sm">No casino table is open.</Text>}
      </ScrollArea>
    </PolledMonitorFrame>
  );
}
