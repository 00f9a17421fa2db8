// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatTime } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import type { FeedStatus } from '../live/keyed-store';
import { MonitorGrid } from './grid-parts';
import type { GridSpec } from './grid-spec';
import { MonitorFrame } from './monitor-frame';
import { useMonitorGrid } from './use-monitor-grid';

afterEach(cleanup);
beforeEach(stubMatchMedia);

const SPEC: GridSpec = { label: 'Prices', columns: '1fr', headers: ['Market'], rowHeight: 30, pageSize: 10, emptyText: 'None.' };

function Grid() {
  const grid = useMonitorGrid(SPEC, 0, () => undefined);
  return (
    <MonitorGrid spec={SPEC} grid={grid} live>
      {null}
    </MonitorGrid>
  );
}

const frame = (status: FeedStatus) => (
  <MantineProvider>
    <MonitorFrame header={<h1>Live Monitor 1</h1>} status={status} filters={null} hints={[]}>
      <button type="button">Suspend</button>
      <Grid />
    </MonitorFrame>
  </MantineProvider>
);

const contentOf = () => screen.getByRole('grid').parentElement as HTMLElement;

describe('a monitor frame', () => {
  it('shows live figures as they are: nothing dimmed, no note, no time', () => {
    render(frame({ health: 'live', gap: false }));
    expect(contentOf().getAttribute('data-stale')).toBe('false');
    expect(screen.queryByTestId('stale-note')).toBeNull();
    expect(screen.queryByTestId('feed-as-of')).toBeNull();
    expect(screen.getByRole('grid').getAttribute('aria-describedby')).toBeNull();
  });

  it('dims the figures of a feed that is not live, dates them beside the badge and describes the grid by a note', () => {
    const asOf = Date.UTC(2026, 0, 5, 9, 30, 15);
    const { rerender } = render(frame({ health: 'reconnecting', gap: false, asOf }));
    const grid = screen.getByRole('grid');
    expect(contentOf().getAttribute('data-stale')).toBe('true');
    expect(screen.getByTestId('feed-as-of').textContent).toBe(`as of ${formatTime(asOf)}`);
    const note = screen.getByTestId('stale-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain(`as of ${formatTime(asOf)} and may be out of date`);
    expect(note.textContent).toContain('Actions still go to the exchange');
    expect(grid.getAttribute('aria-describedby')).toBe(note.id);
    expect(contentOf().getAttribute('aria-describedby')).toBe(note.id);
    // The actions stay usable (the exchange checks them), under the note.
    expect(screen.getByRole('button', { name: 'Suspend' }).hasAttribute('disabled')).toBe(false);

    rerender(frame({ health: 'stopped', gap: false }));
    expect(screen.getByRole('grid'), 'the content stays mounted (scroll, focus, active row)').toBe(grid);
    expect(screen.getByTestId('stale-note').textContent).toContain('Not live: what is shown may be out of date.');
    expect(screen.queryByTestId('feed-as-of')).toBeNull();

    // A failed read or a refusal says why in words, not only by the badge (QA live4 #6).
    rerender(frame({ health: 'refused', gap: false, message: 'You do not have permission to view streams' }));
    expect(screen.getByTestId('stale-note').textContent).toMatch(/^You do not have permission to view streams\. Not live: /);

    rerender(frame({ health: 'live', gap: false }));
    expect(contentOf().getAttribute('data-stale')).toBe('false');
    expect(screen.queryByTestId('stale-note')).toBeNull();
    expect(grid.getAttribute('aria-describedby')).toBeNull();
  });
});
