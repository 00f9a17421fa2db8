import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ResultBet } from '@shared/contract/results';
import { AccountStatementModal } from '@renderer/components/account-statement-modal';
import { formatMinor, formatWhen } from './format';

const SIDES: Record<ResultBet['side'], string> = { back: 'Back', lay: 'Lay', yes: 'Yes', no: 'No' };

/**
 * A settled bet void whole: its runner was a non-runner (withdrawn, or its selection removed), so settlement
 * returned its stake. The exchange gives it a void factor of 1, as a voided bet (a result's is below 1).
 */
const isNonRunnerBet = (bet: ResultBet): boolean => bet.status === 'settled' && bet.voidFactor !== null && bet.voidFactor >= 1;

const STATUS_TEXT: Record<ResultBet['status'], string> = { matched: 'Open', settled: 'Settled', voided: 'Voided' };

/** An open bet its settlement will void: the exchange says its runner was withdrawn (a non-runner). */
const willBeVoidAsNonRunner = (bet: ResultBet): boolean => bet.status === 'matched' && bet.atSettlement?.nonRunner === true;

const statusText = (bet: ResultBet): string => {
  if (isNonRunnerBet(bet)) return 'Void: non-runner';
  if (willBeVoidAsNonRunner(bet)) return 'Open · non-runner: void at settlement';
  return STATUS_TEXT[bet.status];
};

/**
 * The Rule 4 a bet carries: a settled bet's as settlement took it; an open bet's as the exchange will take it
 * at settlement (the withdrawals recorded after it was struck), said per side as settlement applies it: it
 * comes off a back's winnings, and off a lay's liability (what the layer pays), if the runner wins; "—" for none.
 */
const rule4Text = (bet: ResultBet): string => {
  if (bet.deduction) return `${bet.deduction}p`;
  const coming = bet.status === 'matched' && !willBeVoidAsNonRunner(bet) ? (bet.atSettlement?.deduction ?? 0) : 0;
  if (coming <= 0) return '—';
  return `${coming}p off the ${bet.side === 'lay' ? 'liability' : 'winnings'} if ${bet.outcomeName} wins`;
};

/**
 * The void factor a settlement applied to a bet (0.5: settled on half its P/L), as the result shows it. Only
 * a settled bet with a partial void has one worth showing: a bet void whole says so in its status.
 */
const voidFactorText = (bet: ResultBet): string => (bet.status === 'settled' && !isNonRunnerBet(bet) && bet.voidFactor !== null && bet.voidFactor > 0 ? String(bet.voidFactor) : '—');

/**
 * The share of its stake a dead heat settled a bet on: "÷2" when the tied runners shared one place (a Win
 * market's, or a Place market's last place), "2/3 of stake" when they shared several (three tied for a Place
 * market's 2 places); "—" when its runner was not tied.
 */
const deadHeatText = ({ deadHeat, deadHeatPlaces }: ResultBet): string => {
  if (!deadHeat || deadHeat <= 1) return '—';
  return deadHeatPlaces && deadHeatPlaces > 1 ? `${deadHeatPlaces}/${deadHeat} of stake` : `÷${deadHeat}`;
};

/** Bets of a market with what settlement gave each (P/L, Rule 4, dead heat, void factor); void ones (voided, or on a non-runner) struck out. */
export function BetsTable({ bets, label, selected, onToggle }: { bets: readonly ResultBet[]; label: string; selected?: ReadonlySet<string>; onToggle?(betId: string): void }) {
  const [statementOf, setStatementOf] = useState<string | null>(null);
  if (bets.length === 0) return <Text c="dimmed">No bets.</Text>;
  return (
    <>
    {/* Wider than a drawer with every column: it scrolls sideways (a scrollbar always shown), and no amount
        wraps. P/L, what a settler checks, comes right after the stake, so it is in view without scrolling. */}
    <Table.ScrollContainer minWidth={1040} scrollAreaProps={{ type: 'auto' }}>
    <Table striped highlightOnHover aria-label={label} verticalSpacing={4} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      <Table.Thead>
        <Table.Tr>
          {onToggle && <Table.Th aria-label="Choose" />}
          <Table.Th>Punter</Table.Th>
          <Table.Th>Selection</Table.Th>
          <Table.Th>Side</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Stake</Table.Th>
          <Table.Th>P/L</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Placed</Table.Th>
          <Table.Th>Rule 4</Table.Th>
          <Table.Th>Dead heat</Table.Th>
          <Table.Th>Void factor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bets.map((bet) => (
          <Table.Tr key={bet.betId} td={bet.status === 'voided' || isNonRunnerBet(bet) ? 'line-through' : undefined}>
            {onToggle && (
              <Table.Td>
                <Checkbox aria-label={`Choose ${bet.punter}'s bet on ${bet.outcomeName} placed ${formatWhen(bet.placedAt)}`} disabled={bet.status === 'voided'} checked={selected?.has(bet.betId) ?? false} onChange={() => onToggle(bet.betId)} />
              </Table.Td>
            )}
            <Table.Td>
              <Anchor component="button" type="button" size="sm" onClick={() => setStatementOf(bet.punter)} aria-label={`Account statement of ${bet.punter}`}>
                {bet.punter}
              </Anchor>
            </Table.Td>
            <Table.Td>{bet.outcomeName}</Table.Td>
            <Table.Td>{SIDES[bet.side]}</Table.Td>
            <Table.Td>{bet.price}</Table.Td>
            <Table.Td>{formatMinor(bet.stake)}</Table.Td>
            <Table.Td>{bet.pnl === null ? '—' : formatMinor(bet.pnl)}</Table.Td>
            <Table.Td>{statusText(bet)}</Table.Td>
            <Table.Td>{formatWhen(bet.placedAt)}</Table.Td>
            <Table.Td>{rule4Text(bet)}</Table.Td>
            <Table.Td>{deadHeatText(bet)}</Table.Td>
            <Table.Td>{voidFactorText(bet)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    </Table.ScrollContainer>
    {statementOf && <AccountStatementModal userName={statementOf} onClose={() => setStatementOf(null)} />}
    </>
  );
}
