import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProfitLossLine } from '@shared/contract/risk';
import { toMajor } from '@shared/money/amounts';
import { formatCalendarDay, formatCount } from '@renderer/lib/format';

const rupees = (v: number) => formatCount(v);

/** An agent's P/L by settlement day (₹), a bar a day, red below zero (recharts itself: see liability-chart.tsx). */
export function ProfitByDayChart({ lines }: { lines: readonly ProfitLossLine[] }) {
  const data = lines.map((line) => ({ day: formatCalendarDay(line.name), pnl: toMajor(line.profitLoss) }));
  return (
    <div role="img" aria-label={`P/L by day over ${lines.length} days`} style={{ height: 190 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="4 4" vertical={false} stroke="var(--mantine-color-gray-4)" />
          <XAxis dataKey="day" fontSize={11} stroke="var(--mantine-color-dimmed)" />
          <YAxis tickFormatter={rupees} fontSize={11} width={80} stroke="var(--mantine-color-dimmed)" />
          <Tooltip formatter={(v) => [`₹${rupees(Number(v))}`, 'P/L']} />
          <Bar dataKey="pnl" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.day} fill={d.pnl < 0 ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-teal-6)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
