// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { Area, AreaChart, Bar, BarChart } from 'recharts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFormatSettings } from '@renderer/lib/format';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { RupeeChart } from './rupee-chart';

// The page has no layout here: the chart's box says it is 600 × 200 when measured (its text, nothing).
const box = (width: number, height: number) => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) });
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? box(600, 200) : box(0, 0);
  });
});
afterEach(() => (cleanup(), vi.restoreAllMocks(), setFormatSettings({ timeZone: undefined })));

const labelsOf = (axis: 'x' | 'y') => (container: HTMLElement) => [...container.querySelectorAll(`.recharts-${axis}Axis .recharts-cartesian-axis-tick-value`)].map((tick) => tick.textContent);
const tickLabels = labelsOf('y');
/** The pointer over the chart at (x, y): happy-dom leaves a mouse event's pageX/pageY at 0, which recharts reads. */
const hover = (chart: Element, x: number, y: number) => {
  const move = new MouseEvent('mousemove', { bubbles: true });
  Object.defineProperties(move, { pageX: { value: x }, pageY: { value: y } });
  act(() => void chart.dispatchEvent(move));
};
const timeLabels = labelsOf('x');

describe('a rupee chart', () => {
  it('stands its bars on zero: the axis reaches 0 and a zero line is drawn, however far the amounts are from it', () => {
    const { container } = renderWithProviders(
      <RupeeChart label="P/L by day over 1 days" height={200} Chart={BarChart} data={[{ day: 'Nov 27, 2026', pnl: -5_116.9 }]} xKey="day" yKey="pnl" seriesName="P/L">
        <Bar dataKey="pnl" isAnimationActive={false} />
      </RupeeChart>,
    );
    const ticks = tickLabels(container);
    expect(ticks).toContain('₹0');
    expect(ticks.some((tick) => /^-₹[\d,]+$/.test(tick ?? ''))).toBe(true);
    expect(container.querySelector('.recharts-reference-line')).not.toBeNull();
    // The bar runs from zero down to its amount: most of the chart's height, not a sliver.
    const bar = container.querySelector('.recharts-bar-rectangle path');
    expect(Math.abs(Number(bar?.getAttribute('height')))).toBeGreaterThan(100);
  });

  it('reads round amounts on its axis, not the data’s own ends (0, −1,241, −1,941, −2,641 before)', () => {
    const { container } = renderWithProviders(
      <RupeeChart label="P/L by day over 1 days" height={200} Chart={BarChart} data={[{ day: 'Nov 28, 2026', pnl: -2_641.3 }]} xKey="day" yKey="pnl" seriesName="P/L">
        <Bar dataKey="pnl" isAnimationActive={false} />
      </RupeeChart>,
    );
    expect(tickLabels(container)).toEqual(['-₹3,000', '-₹2,000', '-₹1,000', '₹0']);
  });

  it('shows its title above it, which names the chart, and says a point as the table does ("-₹10,506.64", not "₹-10,507")', () => {
    const { container } = renderWithProviders(
      <RupeeChart label="P/L by day over 1 day" height={200} Chart={BarChart} data={[{ day: 'Nov 27, 2026', pnl: -10_506.64 }]} xKey="day" yKey="pnl" seriesName="P/L">
        <Bar dataKey="pnl" isAnimationActive={false} />
      </RupeeChart>,
    );
    expect(screen.getByText('P/L by day over 1 day').tagName).toBe('P');
    expect(screen.getByRole('img', { name: 'P/L by day over 1 day' })).toBe(container.querySelector('[role="img"]'));
    hover(container.querySelector('.recharts-wrapper')!, 300, 100);
    expect(container.querySelector('.recharts-tooltip-item')?.textContent).toBe('P/L : -₹10,506.64');
  });

  it('places moments on a time axis: bets at 14:07:00, :01, :12 and :12 again give whole-second ticks, none twice', () => {
    setFormatSettings({ timeZone: 'UTC' });
    const at = (second: number) => Date.UTC(2026, 10, 28, 14, 7, second);
    const data = [0, 1, 12, 12].map((second, i) => ({ at: at(second), liability: 47_306 + i * 100 }));
    const { container } = renderWithProviders(
      <RupeeChart label="Exposure over time" height={200} Chart={AreaChart} data={data} xKey="at" yKey="liability" timeAxis seriesName="House worst case">
        <Area dataKey="liability" isAnimationActive={false} />
      </RupeeChart>,
    );
    expect(timeLabels(container)).toEqual(['2:07:00 PM', '2:07:05 PM', '2:07:10 PM']);
  });
});
