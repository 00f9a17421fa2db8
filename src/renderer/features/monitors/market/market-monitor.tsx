import { useMemo, useState } from 'react';
import { MARKET_STATUSES, MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue';
import type { LivePrices } from '@shared/contract/live';
import { FilterSelect } from '../frame/filter-select';
import { MonitorGrid } from '../frame/grid-parts';
import { useLinkRow } from '../frame/linked-context';
import { MonitorFrame } from '../frame/monitor-frame';
import { ScopeFilters, scopeOf } from '../frame/scope-filters';
import { useLiveMarkets } from '../frame/use-live-markets';
import { useMonitorGrid, visibleRows } from '../frame/use-monitor-grid';
import { KeyedStore } from '../live/keyed-store';
import { useFeedStatus, useViewportFeed } from '../live/use-live';
import type { MonitorProps } from '../registry/monitor-kind';
import { MARKET_GRID } from './market-grid';
import { MarketRow, type RowActions } from './market-row';
import { useMarketRows } from './use-market-rows';
import { useSubscribedRows } from './use-subscribed-rows';
import { useStatusAction } from './use-status-action';
import { statusToggle } from './status-toggle';

const STATUS_OPTIONS = MARKET_STATUSES.map((value) => ({ value, label: MARKET_STATUS_LABELS[value] }));

/**
 * The market monitor: the live markets of a filter, prices and matched volume updating in place, status,
 * and suspend or resume from the row. Rows subscribe to their own market; the table never re-renders per tick.
 */
export function MarketMonitor({ monitor, enabled, header }: MonitorProps) {
  const { view, setView, select } = monitor;
  const live = enabled && monitor.ready;
  // All live markets (for the filter lists and the rows); prices only for the rows on screen.
  const markets = useLiveMarkets(live);
  const [prices] = useState(() => new KeyedStore<LivePrices>());
  const rows = useMarketRows(markets, view);
  const { setStatus, pending } = useStatusAction();
  const link = useLinkRow(markets, rows, select);
  const grid = useMonitorGrid(MARKET_GRID, rows.length, link, (key, index) => {
    const market = markets.get(rows[index] ?? '');
    const lower = key.toLowerCase();
    if (!market || !setStatus) return false;
    const next = statusToggle(market);
    if (!next || lower !== (next === 'suspended' ? 's' : 'r')) return false;
    setStatus(market, next);
    return true;
  });
  useViewportFeed('prices', scopeOf(view), useSubscribedRows(rows, grid.start, grid.end), prices, live);
  const status = useFeedStatus(prices.status);
  // The rows' actions stay the same object while the market list changes: rows re-render for their own market only.
  const actions: RowActions = useMemo(() => ({ setStatus, pending }), [setStatus, pending]);

  return (
    <MonitorFrame
      header={header}
      status={status}
      hints={[['↑ ↓', 'move'], ['Enter', 'link the event'], ...(setStatus ? ([['S', 'suspend'], ['R', 'resume']] as Array<[string, string]>) : [])]}
      filters={
        <>
          <ScopeFilters markets={markets} view={view} onChange={setView} />
          <FilterSelect
            w={130}
            label="Status"
            placeholder="Any status"
            data={STATUS_OPTIONS}
            value={view.status ?? null}
            onChange={(value) => setView({ status: (value as MarketStatus | null) ?? undefined })}
          />
        </>
      }
    >
      <MonitorGrid spec={MARKET_GRID} grid={grid} live={status.health === 'live'}>
        {visibleRows(grid, rows, (id, index) => (
          <MarketRow key={id} id={id} index={index} gridId={grid.gridId} active={grid.keys.active === index} onSelect={grid.onSelect} markets={markets} prices={prices} actions={actions} />
        ))}
      </MonitorGrid>
    </MonitorFrame>
  );
}
