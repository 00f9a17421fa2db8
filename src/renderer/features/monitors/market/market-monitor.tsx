import { Select } from '@mantine/core';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MARKET_STATUSES, MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue';
import type { LivePrices } from '@shared/contract/live';
import type { MonitorState } from '../frame/use-monitor-state';
import { MonitorGrid } from '../frame/grid-parts';
import { MonitorFrame } from '../frame/monitor-frame';
import { ScopeFilters, scopeOf } from '../frame/scope-filters';
import { useGridKeys } from '../frame/use-grid-keys';
import { useVirtualRows } from '../frame/use-virtual-rows';
import { KeyedStore } from '../live/keyed-store';
import { createMarketStore } from '../live/market-store';
import { useFeedStatus, useLiveFeed, useViewportFeed } from '../live/use-live';
import { MARKET_COLUMNS, MarketRow, ROW_HEIGHT, type RowActions } from './market-row';
import { useMarketRows } from './use-market-rows';
import { useSubscribedRows } from './use-subscribed-rows';
import { useStatusAction } from './use-status-action';

const STATUS_OPTIONS = MARKET_STATUSES.map((value) => ({ value, label: MARKET_STATUS_LABELS[value] }));
const HEADERS = ['Market', 'Status', 'Selection 1', 'Selection 2', 'Selection 3', 'Matched', 'Action'];

/**
 * The market monitor: the live markets of a filter, prices and matched volume updating in place, status,
 * and suspend or resume from the row. Rows subscribe to their own market; the table never re-renders per tick.
 */
export function MarketMonitor({ monitor, enabled, header }: { monitor: MonitorState; enabled: boolean; header: ReactNode }) {
  const [markets] = useState(createMarketStore);
  const [prices] = useState(() => new KeyedStore<LivePrices>());
  const { view, setView, select } = monitor;
  const live = enabled && monitor.ready;
  // All live markets (for the filter lists and the rows); prices only for the rows on screen.
  useLiveFeed('markets', {}, markets, live);
  const rows = useMarketRows(markets, view);
  const gridId = useId();
  const { ref: gridRef, start, end, height, reveal } = useVirtualRows(rows.length, ROW_HEIGHT);
  useViewportFeed('prices', scopeOf(view), useSubscribedRows(rows, start, end), prices, live);
  const status = useFeedStatus(prices.status);
  const { setStatus, pending } = useStatusAction();
  const link = useCallback(
    (index: number) => {
      const market = markets.get(rows[index] ?? '');
      if (market) select({ sportId: market.sportId, competitionId: market.competitionId, eventId: market.eventId, eventName: market.eventName, marketId: market.marketId });
    },
    [markets, rows, select],
  );
  const grid = useGridKeys(rows.length, 10, reveal, (key, index) => {
    const market = markets.get(rows[index] ?? '');
    if (!market) return false;
    if (key === 'Enter') {
      link(index);
      return true;
    }
    const lower = key.toLowerCase();
    if (setStatus && lower === 's' && market.status === 'open') setStatus(market, 'suspended');
    else if (setStatus && lower === 'r' && market.status === 'suspended') setStatus(market, 'open');
    else return false;
    return true;
  });
  // The rows' actions stay the same object while the market list changes: rows re-render for their own market only.
  const latest = useRef({ link, setActive: grid.setActive });
  useLayoutEffect(() => {
    latest.current = { link, setActive: grid.setActive };
  });
  const actions: RowActions = useMemo(
    () => ({ setStatus, pending, onSelect: (index: number) => (latest.current.setActive(index), latest.current.link(index)) }),
    [setStatus, pending],
  );

  const visible: ReactNode[] = [];
  for (let i = start; i < end; i += 1) {
    const id = rows[i];
    if (id) visible.push(<MarketRow key={id} id={id} index={i} gridId={gridId} active={grid.active === i} markets={markets} prices={prices} actions={actions} />);
  }

  return (
    <MonitorFrame
      header={header}
      status={status}
      hints={[['↑ ↓', 'move'], ['Enter', 'link the event'], ...(setStatus ? ([['S', 'suspend'], ['R', 'resume']] as Array<[string, string]>) : [])]}
      filters={
        <>
          <ScopeFilters markets={markets} view={view} onChange={setView} />
          <Select
            size="xs"
            w={130}
            label="Status"
            placeholder="Any status"
            clearable
            data={STATUS_OPTIONS}
            value={view.status ?? null}
            onChange={(value) => setView({ status: (value as MarketStatus | null) ?? undefined })}
          />
        </>
      }
    >
      <MonitorGrid
        gridRef={gridRef}
        label="Live markets"
        gridId={gridId}
        rowCount={rows.length}
        keys={grid}
        columns={MARKET_COLUMNS}
        headers={HEADERS}
        spacerHeight={height}
        emptyText="No live markets match this filter."
        live={status.health === 'live'}
      >
        {visible}
      </MonitorGrid>
    </MonitorFrame>
  );
}
