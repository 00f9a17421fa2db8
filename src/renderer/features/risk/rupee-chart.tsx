import { Stack, Text } from '@mantine/core';
import { useId, type ComponentType, type ReactNode } from 'react';
import { CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CategoricalChartProps } from 'recharts/types/chart/generateCategoricalChart';
import { formatDayTime, formatTime, formatWhen, zoneOffsetMinutes } from '@renderer/lib/format';
import { amountTicks, timeTicks, type TimeTicks } from './chart-ticks';
import { rupeeTickLabel, rupeeTooltip } from './rupee-labels';

/** A time tick's label, as precise as the ticks are apart (never two the same). */
const TIME_LABELS: Record<TimeTicks['precision'], (at: number) => string> = {
  seconds: (at) => formatTime(at),
  minutes: (at) => formatTime(at, 'minutes'),
  days: (at) => formatDayTime(at),
};

interface Props<Row> {
  /** What the chart shows, in words: its title above it, and its name (the chart is an image to assistive technology). */
  label: string;
  height: number;
  /** AreaChart, BarChart, …: the series (`children`) must be of its kind. */
  Chart: ComponentType<CategoricalChartProps>;
  data: Row[];
  /** The x axis: a category a row (a day's name), or with `timeAxis` a moment (epoch milliseconds) placed by its time. */
  xKey: keyof Row & string;
  /** The rupee amount of each row, for the axis's round ticks. */
  yKey: keyof Row & string;
  timeAxis?: boolean;
  /** The series' name in the tooltip. */
  seriesName: string;
  children: ReactNode;
}

/** The x axis placing each row at its moment: ticks on whole seconds, minutes or hours of the zone times are shown in; the tooltip says the moment to the second. */
function timeAxisProps(times: number[]) {
  const { ticks, domain, precision } = timeTicks(times, zoneOffsetMinutes());
  return { type: 'number' as const, scale: 'time' as const, domain, ticks, interval: 0 as const, tickFormatter: TIME_LABELS[precision] };
}

/**
 * A risk chart of rupee amounts under its title: its frame, grid, axes and tooltip, the same on every one,
 * its amounts written as the tables write money (rupee-labels.ts). The rupee axis always reaches zero, so a
 * bar stands on zero and its height is its amount (fitted to the data alone, one day of −₹5,116.90 got an
 * axis from −5,119 to −5,115 and looked like ₹2), with a zero line, and reads round values (chart-ticks.ts). Drawn with recharts itself, the series passed as a direct child:
 * @mantine/charts wraps its series in fragments, which recharts 2 cannot see under React 19 with its own
 * react-is 18 (the series come out blank).
 */
export function RupeeChart<Row>({ label, height, Chart, data, xKey, yKey, timeAxis = false, seriesName, children }: Props<Row>) {
  const ticks = amountTicks(data.map((row) => Number(row[yKey])));
  const x = timeAxis ? timeAxisProps(data.map((row) => Number(row[xKey]))) : {};
  const titleId = useId();
  return (
    <Stack gap={4}>
      <Text id={titleId} size="sm" fw={600}>
        {label}
      </Text>
      <div role="img" aria-labelledby={titleId} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="4 4" vertical={false} stroke="var(--mantine-color-gray-4)" />
            <XAxis dataKey={xKey} fontSize={11} stroke="var(--mantine-color-dimmed)" {...x} />
            <YAxis domain={[ticks[0] ?? 0, ticks.at(-1) ?? 0]} ticks={ticks} interval={0} tickFormatter={rupeeTickLabel(ticks)} fontSize={11} width={88} stroke="var(--mantine-color-dimmed)" />
            <ReferenceLine y={0} stroke="var(--mantine-color-dimmed)" />
            <Tooltip formatter={rupeeTooltip(seriesName)} {...(timeAxis ? { labelFormatter: (at: number) => formatWhen(at) } : {})} />
            {children}
          </Chart>
        </ResponsiveContainer>
      </div>
    </Stack>
  );
}
