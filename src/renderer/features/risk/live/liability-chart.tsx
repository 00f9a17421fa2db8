import { Text } from '@mantine/core';
import { Area, AreaChart } from 'recharts';
import type { MarketBook } from '@shared/contract/risk';
import { toMajor } from '@shared/money/amounts';
import { formatMinor } from '@renderer/lib/format';
import { RupeeChart } from '../rupee-chart';

/** The house's worst case on one market as its bets came in (one point per slice of its bets, placed at its time); redrawn live, so never animated. */
export function LiabilityChart({ history }: { history: MarketBook['history'] }) {
  if (history.length < 2) return <Text size="xs" c="dimmed">Too few bets yet for a chart of exposure over time.</Text>;
  const data = history.map((p) => ({ at: Date.parse(p.at), liability: toMajor(p.liability) }));
  return (
    <RupeeChart
      label={`Exposure over time: ${formatMinor(history[0]?.liability ?? 0)} to ${formatMinor(history.at(-1)?.liability ?? 0)}`}
      height={170}
      Chart={AreaChart}
      data={data}
      xKey="at"
      yKey="liability"
      timeAxis
      seriesName="House worst case"
    >
      <Area type="stepAfter" dataKey="liability" stroke="var(--mantine-color-red-6)" fill="var(--mantine-color-red-2)" isAnimationActive={false} />
    </RupeeChart>
  );
}
