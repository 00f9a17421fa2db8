import { Bar, BarChart, Cell } from 'recharts';
import type { ProfitLossLine } from '@shared/contract/risk';
import { toMajor } from '@shared/money/amounts';
import { formatCalendarDay, plural } from '@renderer/lib/format';
import { RupeeChart } from '../rupee-chart';

/** An agent's P/L by settlement day (₹), a bar a day, red below zero, under its title ("P/L by day over 5 days"). */
export function ProfitByDayChart({ lines }: { lines: readonly ProfitLossLine[] }) {
  const data = lines.map((line) => ({ day: formatCalendarDay(line.name), pnl: toMajor(line.profitLoss) }));
  return (
    <RupeeChart label={`P/L by day over ${plural(lines.length, 'day')}`} height={190} Chart={BarChart} data={data} xKey="day" yKey="pnl" seriesName="P/L">
      <Bar dataKey="pnl" isAnimationActive={false}>
        {data.map((d) => (
          <Cell key={d.day} fill={d.pnl < 0 ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-teal-6)'} />
        ))}
      </Bar>
    </RupeeChart>
  );
}
