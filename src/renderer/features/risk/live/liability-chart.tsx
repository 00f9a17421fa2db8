import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { MarketBook } from '@shared/contract/risk';
import { toMajor } from '@shared/money/amounts';
import { formatMinor } from '@renderer/lib/money-format';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The house's worst case on one market as its bets came in (one point per slice of its bets). */
export function LiabilityChart({ history }: { history: MarketBook['history'] }) {
  if (history.length < 2) return <Text size="xs" c="dimmed">Too few bets yet for a chart of exposure over time.</Text>;
  const data = history.map((p) => ({ at: time.format(new Date(p.at)), liability: toMajor(p.liability) }));
  return (
    <div role="img" aria-label={`Exposure over time: ${formatMinor(history[0]?.liability ?? 0)} to ${formatMinor(history.at(-1)?.liability ?? 0)}`}>
      <AreaChart h={160} data={data} dataKey="at" series={[{ name: 'liability', label: 'House worst case (₹)', color: 'red.6' }]} curveType="stepAfter" withDots={false} gridAxis="y" />
    </div>
  );
}
