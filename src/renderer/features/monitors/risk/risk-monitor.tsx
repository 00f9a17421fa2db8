import { Alert, Button, CloseButton, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { LiveLiability } from '@shared/contract/live';
import { MonitorGrid } from '../frame/grid-parts';
import { MonitorFrame } from '../frame/monitor-frame';
import { ScopeFilters, scopeOf } from '../frame/scope-filters';
import { useGridKeys } from '../frame/use-grid-keys';
import type { MonitorState } from '../frame/use-monitor-state';
import { useVirtualRows } from '../frame/use-virtual-rows';
import { KeyedStore } from '../live/keyed-store';
import { createMarketStore } from '../live/market-store';
import { useFeedStatus, useLiveFeed } from '../live/use-live';
import { RISK_COLUMNS, RISK_HEADERS, RISK_ROW_HEIGHT, RiskRow } from './risk-row';
import { useRiskView } from './use-risk-view';

export const DEFAULT_THRESHOLD = 50_000;
export const DEFAULT_TOP = 20;

/** The risk monitor: the markets with the largest liability, live, and an alert when one crosses the threshold. */
export function RiskMonitor({ monitor, enabled, header }: { monitor: MonitorState; enabled: boolean; header: ReactNode }) {
  const [markets] = useState(createMarketStore);
  const [liability] = useState(() => new KeyedStore<LiveLiability>());
  const { view, setView, select } = monitor;
  const live = enabled && monitor.ready;
  useLiveFeed('markets', {}, markets, live);
  useLiveFeed('liability', scopeOf(view), liability, live);
  const status = useFeedStatus(liability.status);
  const threshold = view.threshold ?? DEFAULT_THRESHOLD;
  const top = view.top ?? DEFAULT_TOP;
  const { order, alerts, dismiss } = useRiskView(liability, top, threshold);

  const gridId = useId();
  const { ref: gridRef, start, end, height, reveal } = useVirtualRows(order.length, RISK_ROW_HEIGHT);
  const link = useCallback(
    (index: number) => {
      const value = liability.get(order[index] ?? '');
      if (value) select({ sportId: value.sportId, competitionId: value.competitionId, eventId: value.eventId, eventName: value.eventName, marketId: value.marketId });
    },
    [liability, order, select],
  );
  const grid = useGridKeys(order.length, 10, reveal, (key, index) => {
    if (key !== 'Enter') return false;
    link(index);
    return true;
  });
  const onSelect = useCallback((index: number) => (grid.setActive(index), link(index)), [grid, link]);

  const rows: ReactNode[] = [];
  for (let i = start; i < end; i += 1) {
    const id = order[i];
    if (id) rows.push(<RiskRow key={id} id={id} index={i} gridId={gridId} active={grid.active === i} store={liability} threshold={threshold} onSelect={onSelect} />);
  }

  return (
    <MonitorFrame
      header={header}
      status={status}
      hints={[['↑ ↓', 'move'], ['Enter', 'link the event']]}
      filters={
        <>
          <ScopeFilters markets={markets} view={view} onChange={setView} />
          <NumberInput size="xs" w={150} label="Alert above" min={0} step={10_000} thousandSeparator="," value={threshold} onChange={(v) => setView({ threshold: typeof v === 'number' ? v : undefined })} />
          <NumberInput size="xs" w={90} label="Show top" min={5} max={200} value={top} onChange={(v) => setView({ top: typeof v === 'number' ? Math.min(200, Math.max(5, v)) : undefined })} />
        </>
      }
    >
      <div role="alert" aria-live="assertive">
        {alerts.length > 0 && (
          <Alert color="red" variant="light" p="xs" title={`Liability alerts (${alerts.length})`}>
            <Stack gap={2}>
              {alerts.map((a) => (
                <Group key={a.marketId} gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="xs">{a.text}</Text>
                  <CloseButton size="sm" aria-label={`Dismiss the alert for ${a.text}`} onClick={() => dismiss(a.marketId)} />
                </Group>
              ))}
              {alerts.length > 1 && (
                <Button size="compact-xs" variant="subtle" w="fit-content" onClick={() => dismiss()}>
                  Dismiss all
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </div>
      <MonitorGrid
        gridRef={gridRef}
        label="Largest liabilities"
        gridId={gridId}
        rowCount={order.length}
        keys={grid}
        columns={RISK_COLUMNS}
        headers={RISK_HEADERS}
        spacerHeight={height}
        emptyText="No liability on the markets of this filter yet."
        live={status.health === 'live'}
      >
        {rows}
      </MonitorGrid>
    </MonitorFrame>
  );
}
