import { Alert, Button, CloseButton, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { playAlertBeep } from '@renderer/lib/alert-beep';
import type { LiveLiability } from '@shared/contract/live';
import { MonitorGrid } from '../frame/grid-parts';
import { linkedContextOf } from '../frame/linked-context';
import { MonitorFrame } from '../frame/monitor-frame';
import { ScopeFilters } from '../frame/scope-filters';
import { useMonitorGrid, visibleRows } from '../frame/use-monitor-grid';
import { useScopedFeed } from '../frame/use-scoped-feed';
import { KeyedStore } from '../live/keyed-store';
import { useStatusAction } from '../market/use-status-action';
import { useRiskSuspend } from '@renderer/components/use-risk-suspend';
import type { MonitorProps } from '../registry/monitor-kind';
import { RISK_GRID } from './risk-grid';
import { RiskRow } from './risk-row';
import { useRiskView } from './use-risk-view';
import { formatAge } from '@renderer/lib/format';
import { useNow } from '@renderer/lib/use-now';

/** How long ago an alert was raised ("12 s ago"), counting up on its own: the floor scans alerts by age. */
function AlertAge({ at }: { at: number }) {
  const now = useNow(1_000);
  return (
    <Text span size="xs" c="dimmed">
      · {formatAge(at, now)}
    </Text>
  );
}

export const DEFAULT_THRESHOLD = 50_000;
export const DEFAULT_TOP = 20;

/** Beeps once per new alert (its time), unless muted. */
function useAlertBeep(latest: number | undefined, muted: boolean) {
  const heard = useRef(latest);
  useEffect(() => {
    if (latest === undefined || latest === heard.current) return;
    heard.current = latest;
    if (!muted) playAlertBeep();
  }, [latest, muted]);
}

/**
 * The risk monitor: the markets with the largest liability, live, and an alert (visible, and a beep unless
 * muted) when one crosses the threshold; S or the alert's button suspends a market.
 */
export function RiskMonitor({ monitor, enabled, header }: MonitorProps) {
  const { view, setView, select } = monitor;
  const { markets, store: liability, status } = useScopedFeed(monitor, enabled, 'liability', () => new KeyedStore<LiveLiability>());
  const threshold = view.threshold ?? DEFAULT_THRESHOLD;
  const top = view.top ?? DEFAULT_TOP;
  const { order, alerts, dismiss } = useRiskView(liability, top, threshold);
  const link = useCallback(
    (index: number) => {
      const value = liability.get(order[index] ?? '');
      if (value) select(linkedContextOf(value));
    },
    [liability, order, select],
  );
  // The risk desk's own suspend (a risk user may stop a market, not reopen it), else the catalogue's.
  const { setStatus } = useStatusAction();
  const { suspend: riskSuspend } = useRiskSuspend();
  const canSuspend = riskSuspend !== null || setStatus !== null;
  const suspend = (marketId: string) => {
    const market = marketId ? markets.get(marketId) : undefined;
    if (!canSuspend || market?.status !== 'open') return false;
    if (riskSuspend) riskSuspend(market.marketId, `${market.eventName} · ${market.name}`);
    else setStatus?.(market, 'suspended');
    return true;
  };
  // S suspends the market of the active row (confirmed by the exchange: the row changes when the feed says so).
  const grid = useMonitorGrid(RISK_GRID, order.length, link, (key, index) => key.toLowerCase() === 's' && suspend(order[index] ?? ''));
  useAlertBeep(alerts[0]?.at, view.muted === true);

  return (
    <MonitorFrame
      header={header}
      status={status}
      hints={[['↑ ↓', 'move'], ['Enter', 'link the event'], ...(canSuspend ? ([['S', 'suspend']] as Array<[string, string]>) : [])]}
      filters={
        <>
          <ScopeFilters markets={markets} view={view} onChange={setView} />
          <NumberInput size="xs" w={150} label="Alert above" min={0} step={10_000} thousandSeparator="," value={threshold} onChange={(v) => setView({ threshold: typeof v === 'number' ? v : undefined })} />
          <Switch size="xs" label="Mute" checked={view.muted === true} onChange={(e) => setView({ muted: e.currentTarget.checked || undefined })} />
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
                  <Text size="xs">
                    {a.text} <AlertAge at={a.at} />
                  </Text>
                  {canSuspend && markets.get(a.marketId)?.status === 'open' && (
                    <Button size="compact-xs" color="red" onClick={() => suspend(a.marketId)}>
                      Suspend
                    </Button>
                  )}
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
      <MonitorGrid spec={RISK_GRID} grid={grid} live={status.health === 'live'}>
        {visibleRows(grid, order, (id, index) => (
          <RiskRow key={id} id={id} index={index} gridId={grid.gridId} active={grid.keys.active === index} onSelect={grid.onSelect} store={liability} threshold={threshold} />
        ))}
      </MonitorGrid>
    </MonitorFrame>
  );
}
