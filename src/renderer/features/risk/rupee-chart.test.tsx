// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { Bar, BarChart } from 'recharts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RupeeChart } from './rupee-chart';

// The page has no layout here: the chart's box says it is 600 × 200 when measured (its text, nothing).
const box = (width: number, height: number) => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) });
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? box(600, 200) : box(0, 0);
  });
});
afterEach(() => (cleanup(), vi.restoreAllMocks()));

const tickLabels = (container: HTMLElement) => [...container.querySelectorAll('.recharts-yAxis .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);

describe('a rupee chart', () => {
  it('stands its bars on zero: the axis reaches 0 and a zero line is drawn, however far the amounts are from it', () => {
    const { container } = render(
      <RupeeChart label="P/L by day over 1 days" height={200} Chart={BarChart} data={[{ day: '27 Nov 2026', pnl: -5_116.9 }]} xKey="day" seriesName="P/L">
        <Bar dataKey="pnl" isAnimationActive={false} />
      </RupeeChart>,
    );
    const ticks = tickLabels(container);
    expect(ticks).toContain('0');
    expect(ticks.some((tick) => /^-[\d,]+$/.test(tick ?? ''))).toBe(true);
    expect(container.querySelector('.recharts-reference-line')).not.toBeNull();
    // The bar runs from zero down to its amount: most of the chart's height, not a sliver.
    const bar = container.querySelector('.recharts-bar-rectangle path');
    expect(Math.abs(Number(bar?.getAttribute('height')))).toBeGreaterThan(100);
  });
});
