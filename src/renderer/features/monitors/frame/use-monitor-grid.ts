import { useCallback, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useRowHeight, type GridSpec } from './grid-spec';
import { useGridKeys } from './use-grid-keys';
import { useVirtualRows } from './use-virtual-rows';

export type MonitorGridState = ReturnType<typeof useMonitorGrid>;

/**
 * What every monitor grid does with its `count` rows: virtual rows, keyboard moves, Enter or a click links
 * the row's event (`link`), other keys go to `onKey`. `onSelect` keeps its identity for the grid's life,
 * so memoised rows never re-render because the list around them changed.
 */
export function useMonitorGrid(spec: GridSpec, count: number, link: (index: number) => void, onKey?: (key: string, index: number) => boolean) {
  const gridId = useId();
  const { ref, start, end, height, reveal } = useVirtualRows(count, useRowHeight(spec));
  const keys = useGridKeys(count, spec.pageSize, reveal, (key, index) => {
    if (key !== 'Enter') return onKey?.(key, index) ?? false;
    link(index);
    return true;
  });
  const latest = useRef({ link, setActive: keys.setActive });
  useLayoutEffect(() => {
    latest.current = { link, setActive: keys.setActive };
  });
  const onSelect = useCallback((index: number) => {
    latest.current.setActive(index);
    latest.current.link(index);
  }, []);
  return { gridId, gridRef: ref, start, end, spacerHeight: height, count, keys, onSelect };
}

/** The rows on screen, each rendered by `render` (null for an item that has gone meanwhile). */
export function visibleRows<T>(grid: MonitorGridState, items: readonly T[], render: (item: T, index: number) => ReactNode): ReactNode[] {
  const rows: ReactNode[] = [];
  for (let i = grid.start; i < grid.end; i += 1) {
    const item = items[i];
    if (item !== undefined) rows.push(render(item, i));
  }
  return rows;
}
