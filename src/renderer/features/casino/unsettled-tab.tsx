import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { CasinoRound } from '@shared/contract/casino';
import { useOperation } from '@renderer/app/data/use-operation';
import { CallButton } from '@renderer/components/call-button';
import { RowActionsCell } from '@renderer/components/row-controls/row-actions';
import { TableHead } from '@renderer/components/table-head';
import { ageOf, formatAmount, formatDateTime } from '@renderer/lib/format';
import { RoundEndModal, type RoundAction } from './round-end-modal';
import { useNow } from '@renderer/lib/use-now';

/** Rounds of international tables that closed without a result: oldest first, with how long each has waited. */
export function UnsettledTab() {
  const rounds = useOperation(contract.casino.unsettled, {}, { refetchInterval: 5_000 });
  const [action, setAction] = useState<RoundAction | null>(null);
  const now = useNow();
  const list = rounds.data ?? [];
  const name = (round: CasinoRound) => `round ${round.seq} of ${round.eventName}`;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The provider sent no result for these rounds: enter the result to settle one, or void it to refund every stake. Each round is settled or voided once.
      </Text>
      <Table striped withTableBorder aria-label="Unsettled rounds">
        <TableHead headers={['Table', 'Round', 'Closed', 'Waiting', 'Bets', 'Staked', '']} />
        <Table.Tbody>
          {list.map((round) => (
            <Table.Tr key={round.roundId}>
              <Table.Td>{round.eventName}</Table.Td>
              <Table.Td>{round.seq}</Table.Td>
              <Table.Td>{formatDateTime(round.closedAt)}</Table.Td>
              <Table.Td>{round.closedAt ? ageOf(round.closedAt, now) : ''}</Table.Td>
              <Table.Td>{round.bets}</Table.Td>
              <Table.Td>{formatAmount(round.staked)}</Table.Td>
              <RowActionsCell>
                <CallButton op={contract.casino.manualSettle} aria-label={`Settle ${name(round)}`} onClick={() => setAction({ round, kind: 'settle' })}>
                  Settle
                </CallButton>
                <CallButton op={contract.casino.manualVoid} variant="light" color="red" aria-label={`Void ${name(round)}`} onClick={() => setAction({ round, kind: 'void' })}>
                  Void
                </CallButton>
              </RowActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rounds.isSuccess && list.length === 0 && <Text size="sm">No round is waiting: every round has its result.</Text>}
      <RoundEndModal action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
