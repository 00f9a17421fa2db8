import { Table, Text } from '@mantine/core';
import { outcomeLabel } from '@shared/casino/games';
import { payoutOf, settlementPreview, voidPreview } from '@shared/casino/settlement';
import type { CasinoRound, CasinoRoundBet } from '@shared/contract/casino';
import { toMajor, toMinor } from '@shared/money/amounts';
import { TableHead } from '@renderer/components/table-head';
import { formatAmount, formatOdds } from '@renderer/lib/format';
import { StatusAlert } from '@renderer/components/status-alert';

/** What ends the round: a winner (settle) or nothing (void, every stake back). */
export type RoundEnding = { kind: 'settle'; winner: string | null } | { kind: 'void' };

const minorBets = (bets: readonly CasinoRoundBet[]) => bets.map((bet) => ({ ...bet, stake: toMinor(bet.stake) }));

/**
 * The bets of a round and the money that will move, before anyone confirms; computed by the same rule the
 * exchange pays by (src/shared/casino/settlement.ts). Nothing moves until the exchange says it did.
 */
export function RoundMoney({ round, bets, ending }: { round: CasinoRound; bets: readonly CasinoRoundBet[]; ending: RoundEnding }) {
  const minor = minorBets(bets);
  const winner = ending.kind === 'settle' ? ending.winner : null;
  const preview = ending.kind === 'void' ? voidPreview(minor) : winner ? settlementPreview(minor, winner) : null;
  const paidFor = (bet: (typeof minor)[number]) => (ending.kind === 'void' ? bet.stake : winner ? payoutOf(bet, winner) : null);
  return (
    <>
      {preview ? (
        <StatusAlert aria-label="Money that will move" color={ending.kind === 'void' ? 'yellow' : 'blue'} variant="light">
          {ending.kind === 'void'
            ? `Refund ${formatAmount(toMajor(preview.paid))} to ${preview.bets} ${preview.bets === 1 ? 'bet' : 'bets'}. House result: nil.`
            : `Pay ${formatAmount(toMajor(preview.paid))} to ${preview.winningBets} of ${preview.bets} ${preview.bets === 1 ? 'bet' : 'bets'} on ${outcomeLabel(round.game, winner ?? '')}. House result: ${formatAmount(toMajor(preview.houseResult))}.`}
        </StatusAlert>
      ) : (
        <Text size="sm" c="dimmed">
          Choose the winner to see what will be paid.
        </Text>
      )}
      <Table withTableBorder striped aria-label="Bets of the round">
        <TableHead headers={['Punter', 'On', 'Odds', 'Stake', ending.kind === 'void' ? 'Refund' : 'Pays']} />
        <Table.Tbody>
          {minor.map((bet) => {
            const paid = paidFor(bet);
            return (
              <Table.Tr key={bet.txId}>
                <Table.Td>{bet.userName}</Table.Td>
                <Table.Td>{outcomeLabel(round.game, bet.outcome)}</Table.Td>
                <Table.Td>{formatOdds(bet.odds, 'casino')}</Table.Td>
                <Table.Td>{formatAmount(toMajor(bet.stake))}</Table.Td>
                <Table.Td>{paid === null ? '—' : formatAmount(toMajor(paid))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {bets.length === 0 && <Text size="sm">No bets on this round: nothing will move.</Text>}
    </>
  );
}
