import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ProfitLossLine } from '@shared/contract/risk';
import { toMajor } from '@shared/money/amounts';

/** An agent's P/L by settlement day (₹), a bar a day, red below zero. */
export function ProfitByDayChart({ lines }: { lines: readonly ProfitLossLine[] }) {
  const data = lines.map((line) => ({ day: line.name, pnl: toMajor(line.profitLoss), color: line.profitLoss < 0 ? 'red.6' : 'teal.6' }));
  return (
    <div role="img" aria-label={`P/L by day over ${lines.length} days`}>
      <BarChart h={180} data={data} dataKey="day" series={[{ name: 'pnl', label: 'P/L (₹)', color: 'teal.6' }]} getBarColor={(value) => (value < 0 ? 'red.6' : 'teal.6')} gridAxis="y" />
    </div>
  );
}
