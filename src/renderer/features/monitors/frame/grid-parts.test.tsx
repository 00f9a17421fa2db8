// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { MARKET_GRID } from '../market/market-grid';
import { RISK_GRID } from '../risk/risk-grid';
import { COLUMNS_VAR, LEAST_WIDTH_VAR } from './column-resize';
import { MonitorGrid } from './grid-parts';
import type { GridSpec } from './grid-spec';
import { leastWidth } from './grid-template';
import { useMonitorGrid } from './use-monitor-grid';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(stubMatchMedia);

function Grid({ spec }: { spec: GridSpec }) {
  const grid = useMonitorGrid(spec, 0, () => undefined);
  return (
    <MantineProvider>
      <MonitorGrid spec={spec} grid={grid} live>
        {null}
      </MonitorGrid>
    </MantineProvider>
  );
}

const grid = () => screen.getByRole('grid');
const cssVar = (name: string) => grid().style.getPropertyValue(name);

describe('a monitor grid', () => {
  it("lays its header and rows out by its spec's columns, and never narrower than their least width", () => {
    render(<Grid spec={MARKET_GRID} />);
    expect(cssVar(COLUMNS_VAR)).toBe(MARKET_GRID.columns);
    expect(cssVar(LEAST_WIDTH_VAR)).toBe(`${leastWidth(MARKET_GRID.columns)}px`);
    expect(leastWidth(MARKET_GRID.columns)).toBe(44 + 90 + 3 * 116 + 66 + 76);
  });

  it("pins the market monitor's Action column at the right while it scrolls sideways, and no other grid's last column", () => {
    render(<Grid spec={MARKET_GRID} />);
    expect(grid().getAttribute('data-pin-last')).toBe('true');
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Action');
    cleanup();
    render(<Grid spec={RISK_GRID} />);
    expect(grid().hasAttribute('data-pin-last')).toBe(false);
  });

  it('widens its least width with a dragged column, so the widened grid scrolls sideways whole', () => {
    render(<Grid spec={MARKET_GRID} />);
    // Each header cell 100 px wide now (happy-dom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100 } as DOMRect);
    const handle = screen.getByRole('separator', { name: 'Resize Market' });
    handle.setPointerCapture = () => undefined;
    fireEvent.pointerDown(handle, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 420, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(cssVar(COLUMNS_VAR)).toBe('220px 100px 100px 100px 100px 100px 100px');
    expect(cssVar(LEAST_WIDTH_VAR)).toBe('820px');
  });
});
