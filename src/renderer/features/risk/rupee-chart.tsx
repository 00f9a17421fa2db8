import type { ComponentType, ReactNode } from 'react';
import { CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AxisDomain } from 'recharts/types/util/types';
import type { CategoricalChartProps } from 'recharts/types/chart/generateCategoricalChart';
import { formatCount } from '@renderer/lib/format';

const rupees = (v: number) => formatCount(v);

/**
 * The rupee axis always reaches zero, so a bar stands on zero and its height is its amount: fitted to the
 * data alone, one day of −₹5,116.90 got an axis from −5,119 to −5,115 and looked like ₹2.
 */
const THROUGH_ZERO: AxisDomain = [(lowest: number) => Math.min(0, lowest), (highest: number) => Math.max(0, highest)];

interface Props<Row> {
  /** What the chart shows, in words: the chart is an image to assistive technology. */
  label: string;
  height: number;
  /** AreaChart, BarChart, …: the series (`children`) must be of its kind. */
  Chart: ComponentType<CategoricalChartProps>;
  data: Row[];
  xKey: keyof Row & string;
  /** The series' name in the tooltip. */
  seriesName: string;
  children: ReactNode;
}

/**
 * A risk chart of rupee amounts: its frame, grid, axes (the rupee one through zero, with a zero line) and
 * tooltip, the same on every one. Drawn with recharts itself, the series passed as a direct child:
 * @mantine/charts wraps its series in fragments, which recharts 2 cannot see under React 19 with its own
 * react-is 18 (the series come out blank).
 */
export function RupeeChart<Row>({ label, height, Chart, data, xKey, seriesName, children }: Props<Row>) {
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="4 4" vertical={false} stroke="var(--mantine-color-gray-4)" />
          <XAxis dataKey={xKey} fontSize={11} stroke="var(--mantine-color-dimmed)" />
          <YAxis domain={THROUGH_ZERO} tickFormatter={rupees} fontSize={11} width={80} stroke="var(--mantine-color-dimmed)" />
          <ReferenceLine y={0} stroke="var(--mantine-color-dimmed)" />
          <Tooltip formatter={(v) => [`₹${rupees(Number(v))}`, seriesName]} />
          {children}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
