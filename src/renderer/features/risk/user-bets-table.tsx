import { Table } from '@mantine/core';
import type { UserBet } from '@shared/contract/risk';
import { formatWhen } from '@renderer/lib/format';
import { MoneyTd } from '@renderer/components/money-td';
import { BET_SIDE_LABELS, betInWords, betStatusText } from '@renderer/components/bet-words';
import { TableHead } from '@renderer/components/table-head';
import { QueryCell } from '@renderer/components/query-cell';
import { VoidBetButton } from './void-bet-button';

const HEADERS = ['Placed', 'Market', 'Selection', 'Side', 'Price', 'Stake', 'Status', 'P/L', 'Fix'] as const;

/**
 * A punter's bets as the risk desk reads them, each with the mistake desk's Void; with `onQuery`, a Query
 * button records a punter query about that bet (its id filled in).
 */
export function UserBetsTable({ label, bets, onQuery }: { label: string; bets: readonly UserBet[]; onQuery?: ((bet: UserBet) => void) | undefined }) {
  return (
    <Table striped fz="sm" verticalSpacing={4} aria-label={label}>
      <TableHead headers={onQuery ? [...HEADERS, ''] : HEADERS} />
      <Table.Tbody>
        {bets.map((bet) => (
          <Table.Tr key={bet.betId}>
            <Table.Td>{formatWhen(bet.placedAt)}</Table.Td>
            <Table.Td>{`${bet.marketName} · ${bet.eventName}`}</Table.Td>
            <Table.Td>{bet.outcomeName}</Table.Td>
            <Table.Td>{BET_SIDE_LABELS[bet.side]}</Table.Td>
            <Table.Td>{bet.price}</Table.Td>
            <MoneyTd minor={bet.stake} />
            <Table.Td>{betStatusText(bet)}</Table.Td>
            <MoneyTd minor={bet.pnl} />
            <Table.Td>
              <VoidBetButton bet={bet} />
            </Table.Td>
            {onQuery && <QueryCell about={betInWords(bet)} onClick={() => onQuery(bet)} />}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
