import { Table, type MantineColor } from '@mantine/core';
import { formatMinor } from '@renderer/lib/format';

/** Never wrapped: a browser may break a line after a minus sign ("-" above "₹10,57,90,951.98"). */
export const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** Red for a loss (below zero); nothing otherwise. */
export const lossColour = (minor: number | null | undefined): MantineColor | undefined => (minor !== null && minor !== undefined && minor < 0 ? 'red' : undefined);

/** A plain table's cell of an amount in minor units, on one line whatever its size; a dash where there is none. */
export function MoneyTd({ minor, c }: { minor: number | null | undefined; c?: MantineColor | undefined }) {
  return (
    <Table.Td c={c} style={ONE_LINE}>
      {minor === null || minor === undefined ? '—' : formatMinor(minor)}
    </Table.Td>
  );
}
