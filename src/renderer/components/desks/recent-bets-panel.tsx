import { Table, Text } from '@mantine/core';
import type { DeskBet } from '@shared/contract/desk';
import { REFUSAL_LABELS, type RefusalReason } from '@shared/money/refusals';
import { formatAmount, formatOdds, formatWhen } from '@renderer/lib/format';
import { BET_SIDE_LABELS } from '../bet-words';

/** Back or Lay (Yes or No on a line): a desk's house P/L reads differently for each. */
const sideWords = (side: string) => (Object.hasOwn(BET_SIDE_LABELS, side) ? BET_SIDE_LABELS[side as keyof typeof BET_SIDE_LABELS] : side);
const reasonOf = (bet: DeskBet) => (bet.reason ? (REFUSAL_LABELS[bet.reason as RefusalReason] ?? bet.reason) : '');

/** A desk market's most recent bets, back or lay, matched or refused with the exchange's reason. */
export function RecentBetsPanel({ bets }: { bets: readonly DeskBet[] | undefined }) {
  return (
    <>
      <Text size="sm" fw={600}>
        Recent bets
      </Text>
      <Table aria-label="Recent bets" withRowBorders={false} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Placed</Table.Th>
            <Table.Th>Selection</Table.Th>
            <Table.Th>Side</Table.Th>
            <Table.Th ta="right">Odds</Table.Th>
            <Table.Th ta="right">Stake</Table.Th>
            <Table.Th>Outcome</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(bets ?? []).map((b) => (
            <Table.Tr key={b.betId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(b.placedAt)}</Table.Td>
              <Table.Td>{b.selectionName}</Table.Td>
              <Table.Td>{sideWords(b.side)}</Table.Td>
              <Table.Td ta="right">{b.odds === null || b.odds === undefined ? '—' : formatOdds(b.odds)}</Table.Td>
              <Table.Td ta="right">{formatAmount(b.stake)}</Table.Td>
              <Table.Td>
                <Text size="xs" c={b.status === 'matched' ? 'green' : 'red'} title={b.message ?? undefined}>
                  {b.status === 'matched' ? 'Matched' : `Refused: ${reasonOf(b)}`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(bets ?? []).length === 0 && (
        <Text size="xs" c="dimmed">
          No bets yet.
        </Text>
      )}
    </>
  );
}
