import { Badge, Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount } from '@renderer/lib/format';

/** What a runner desk's row shows of one runner (a bookmaker runner, a sportsbook selection). */
interface RunnerShown {
  readonly name: string;
  readonly status: string;
}

/** The runner's name, with its status as a red badge unless it is active. */
export function RunnerNameCell({ runner }: { runner: RunnerShown }) {
  return (
    <Table.Td>
      {runner.name}{' '}
      {runner.status !== 'active' && (
        <Badge size="xs" color="red" variant="light">
          {runner.status}
        </Badge>
      )}
    </Table.Td>
  );
}

/** The house's P/L if the runner wins, or on a result (rupees), right-aligned, red when a loss. */
export function RunnerPnlCell({ pnl }: { pnl: number }) {
  return (
    <Table.Td ta="right" c={pnl < 0 ? 'red' : undefined}>
      {formatAmount(pnl)}
    </Table.Td>
  );
}

/** Suspend an active runner or resume a suspended one ("Suspend <name>", "Resume <name>"); nothing on a read-only market. */
export function RunnerStatusCell({ runner, onToggle, loading, readOnly }: { runner: RunnerShown; onToggle: () => void; loading?: boolean; readOnly?: string | undefined }) {
  return (
    <Table.Td>
      {readOnly === undefined && (
        <Button size="compact-xs" variant="default" aria-label={runner.status === 'active' ? `Suspend ${runner.name}` : `Resume ${runner.name}`} onClick={onToggle} loading={loading}>
          {runner.status === 'active' ? 'Suspend' : 'Resume'}
        </Button>
      )}
    </Table.Td>
  );
}

/**
 * A runner desk's table (`label` names it): each runner's name, its prices (a column each), the house's P/L
 * and its actions; `children` are the rows.
 */
export function RunnerTable({ label, runner, prices, children }: { label: string; runner: 'Runner' | 'Selection'; prices: readonly string[]; children: ReactNode }) {
  return (
    <Table aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{runner}</Table.Th>
          {prices.map((price) => (
            <Table.Th key={price}>{price}</Table.Th>
          ))}
          <Table.Th ta="right">House P/L if it wins</Table.Th>
          <Table.Th aria-label={`${runner} actions`} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
