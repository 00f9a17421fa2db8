import { Text } from '@mantine/core';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MarketBook } from '@shared/contract/risk';
import { toMajor } from '@shared/money/amounts';
import { formatCount, formatMinor, formatTime } from '@renderer/lib/format';

const rupees = (v: number) => formatCount(v);

/**
 * The house's worst case on one market as its bets came in (one point per slice of its bets); redrawn
 * live, so never animated. Drawn with recharts itself: @mantine/charts wraps its series in fragments,
 * which recharts 2 cannot see under React 19 with its own react-is 18 (the series come out blank).
 */
export function LiabilityChart({ history }: { history: MarketBook['history'] }) {
  if (history.length < 2) return <Text size="xs" c="dimmed">Too few bets yet for a chart of exposure over time.</Text>;
  const data = history.map((p) => ({ at: formatTime(p.at), liability: toMajor(p.liability) }));
  return (
    <div role="img" aria-label={`Exposure over time: ${formatMinor(history[0]?.liability ?? 0)} to ${formatMinor(history.at(-1)?.liability ?? 0)}`} style={{ height: 170 }}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="4 4" vertical={false} stroke="var(--mantine-color-gray-4)" />
          <XAxis dataKey="at" fontSize={11} stroke="var(--mantine-color-dimmed)" />
          <YAxis tickFormatter={rupees} fontSize={11} width={80} stroke="var(--mantine-color-dimmed)" />
          <Tooltip formatter={(v) => [`₹${rupees(Number(v))}`, 'House worst case']} />
          <Area type="stepAfter" dataKey="liability" stroke="var(--mantine-color-red-6)" fill="var(--mantine-color-red-2)" isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
