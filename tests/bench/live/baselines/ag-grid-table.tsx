import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi, type GridReadyEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { ActionCell, MarketCell, MatchedCell, RunnerCell, type GridRow } from './ag-grid-cells';
import { subscribe } from './feed';
import { HEADERS, RUNNER_COLUMNS, runnerViews, statusLabel } from './market-view';

ModuleRegistry.registerModules([AllCommunityModule]);

const runnerKey = (row: GridRow, i: number): string => {
  const view = runnerViews(row.market, row.prices)[i];
  return view ? `${view.back}/${view.lay}` : '';
};

/** The console's columns; prices and matched volume flash on change, like the monitor's highlight. */
const COLUMNS: Array<ColDef<GridRow>> = [
  { headerName: HEADERS[0], colId: 'market', flex: 2, minWidth: 190, valueGetter: (p) => p.data?.market.eventName, cellRenderer: MarketCell },
  { headerName: HEADERS[1], colId: 'status', width: 96, valueGetter: (p) => (p.data ? `${statusLabel(p.data.market)}${p.data.market.inPlay ? ' IP' : ''}` : '') },
  ...Array.from({ length: RUNNER_COLUMNS }, (_, i): ColDef<GridRow> => ({
    headerName: HEADERS[2 + i],
    colId: `runner-${i}`,
    flex: 1,
    minWidth: 130,
    valueGetter: (p) => (p.data ? runnerKey(p.data, i) : ''),
    cellRenderer: RunnerCell,
    cellRendererParams: { runner: i },
    enableCellChangeFlash: true,
  })),
  { headerName: HEADERS[5], colId: 'matched', width: 84, type: 'rightAligned', valueGetter: (p) => p.data?.prices?.matched, cellRenderer: MatchedCell, enableCellChangeFlash: true },
  { headerName: HEADERS[6], colId: 'action', width: 100, valueGetter: (p) => p.data?.market.status, cellRenderer: ActionCell },
];

const getRowId = ({ data }: { data: GridRow }): string => data.id;

/**
 * Baseline (b): AG Grid Community, fed by the same bridge subscriptions, each delivery handed to the grid
 * as one asynchronous transaction (`applyTransactionAsync`, the grid's own batching, default wait).
 */
export function AgGridTable() {
  const [api, setApi] = useState<GridApi<GridRow>>();
  const [count, setCount] = useState(0);
  const rows = useRef(new Map<string, GridRow>());
  const latestPrices = useRef(new Map<string, LivePrices>());
  const onGridReady = useCallback((event: GridReadyEvent<GridRow>) => setApi(event.api), []);

  useEffect(() => {
    if (!api) return undefined;
    const byId = rows.current;
    const pricesById = latestPrices.current;
    const stopMarkets = subscribe('markets', (delivery) => {
      const add: GridRow[] = [];
      const update: GridRow[] = [];
      const remove: GridRow[] = [];
      const incoming = new Set(delivery.values.map((m) => m.marketId));
      if (delivery.reset) {
        for (const [id, row] of byId) {
          if (incoming.has(id)) continue;
          byId.delete(id);
          remove.push(row);
        }
      }
      for (const market of delivery.values as LiveMarket[]) {
        const existing = byId.get(market.marketId);
        const row: GridRow = { id: market.marketId, market, prices: existing?.prices ?? pricesById.get(market.marketId) };
        byId.set(row.id, row);
        (existing ? update : add).push(row);
      }
      api.applyTransactionAsync({ add, update, remove });
      setCount(byId.size);
    });
    const stopPrices = subscribe('prices', (delivery) => {
      const update: GridRow[] = [];
      for (const prices of delivery.values as LivePrices[]) {
        pricesById.set(prices.marketId, prices);
        const existing = byId.get(prices.marketId);
        if (!existing) continue;
        const row: GridRow = { ...existing, prices };
        byId.set(row.id, row);
        update.push(row);
      }
      if (update.length > 0) api.applyTransactionAsync({ update });
    });
    return () => {
      stopMarkets();
      stopPrices();
    };
  }, [api]);

  return (
    <div className="frame">
      <h1>AG Grid Community baseline · {count} markets</h1>
      <div style={{ flex: '1 1 auto' }}>
        <AgGridReact<GridRow> columnDefs={COLUMNS} rowHeight={46} getRowId={getRowId} onGridReady={onGridReady} />
      </div>
    </div>
  );
}
