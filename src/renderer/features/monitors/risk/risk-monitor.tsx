import { Switch } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playAlertBeep, useAlertSoundBlocked } from '@renderer/lib/alert-beep';
import type { LiveLiability, LiveMarket } from '@shared/contract/live';
import { MONITOR_VIEW_LIMITS, type LinkedContext } from '@shared/contract/windows';
import { MonitorGrid } from '../frame/grid-parts';
import { useLinkRow } from '../frame/linked-context';
import { MonitorFrame } from '../frame/monitor-frame';
import classes from '../frame/monitors.module.css';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { viewAmountProps } from '@renderer/components/number-input-format';
import { ScopeFilters } from '../frame/scope-filters';
import { useMonitorGrid, visibleRows } from '../frame/use-monitor-grid';
import { useScopedFeed } from '../frame/use-scoped-feed';
import { KeyedStore } from '../live/keyed-store';
import { useStatusAction } from '../market/use-status-action';
import { useRiskSuspend } from '@renderer/components/use-risk-suspend';
import type { MonitorProps } from '../registry/monitor-kind';
import { CommittedNumberInput } from './committed-number-input';
import { RiskAlerts } from './risk-alerts';
import { RISK_GRID } from './risk-grid';
import { useOpenRiskDrill, withDrillKey } from './risk-drill';
import { RiskRow } from './risk-row';
import { useRiskView } from './use-risk-view';
import { whyNotSuspendable } from './suspendable';

export const DEFAULT_THRESHOLD = 50_000;
export const DEFAULT_TOP = 20;
const MIN_TOP = 5;
const MAX_TOP = 200;
/** How long a notice (why S did nothing) stays under the alerts. */
const NOTICE_MS = 6_000;

/** Beeps once per new alert (its time), unless muted. */
function useAlertBeep(latest: number | undefined, muted: boolean) {
  const heard = useRef(latest);
  useEffect(() => {
    if (latest === undefined || latest === heard.current) return;
    heard.current = latest;
    if (!muted) void playAlertBeep();
  }, [latest, muted]);
}

interface RankingProps {
  liability: KeyedStore<LiveLiability>;
  markets: KeyedStore<LiveMarket>;
  top: number;
  threshold: number;
  muted: boolean;
  live: boolean;
  select(context: LinkedContext): void;
  /** Absent: the user may not suspend. Answers why it did not ask the exchange (undefined: it asked). */
  suspend: ((marketId: string) => string | undefined) | undefined;
  /** Enter opens the market's drill-down on the Risk screen (absent: the user may not open it). */
  drill: ((marketId: string) => void) | undefined;
}

type Hint = [keys: string, action: string];

/** The monitor's key hints: Enter says where it goes, S only for a user who may suspend. */
export function riskHints(canSuspend: boolean, canDrill: boolean): Hint[] {
  return [
    ['↑ ↓', 'move'],
    ['Enter', canDrill ? 'link the event and open the market’s outcomes on the Risk screen' : 'link the event'],
    ...(canSuspend ? ([['S', 'suspend']] as Hint[]) : []),
  ];
}

/** A short notice under the alerts, gone after a few seconds: why S did nothing. */
function useNotice(): [notice: string | undefined, show: (text: string) => void] {
  const [notice, setNotice] = useState<{ text: string; n: number }>();
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  // A new object each time: the same notice again starts its time again.
  const show = useCallback((text: string) => setNotice((current) => ({ text, n: (current?.n ?? 0) + 1 })), []);
  return [notice?.text, show];
}

/**
 * The alerts and the ranked grid: the part that moves with the ranking (once a second at most), so the
 * frame, its filters and key hints are not redrawn with it.
 */
export const RiskRanking = memo(function RiskRanking({ liability, markets, top, threshold, muted, live, select, suspend, drill }: RankingProps) {
  const { order, alerts, above, dismiss } = useRiskView(liability, top, threshold);
  const [notice, showNotice] = useNotice();
  const soundBlocked = useAlertSoundBlocked();
  const link = useLinkRow(liability, order, select);
  // S suspends the market of the active row (confirmed by the exchange: the row changes when the feed says so);
  // on a market that is not open it says why instead.
  const grid = withDrillKey(
    useMonitorGrid(RISK_GRID, order.length, link, (key, index) => {
      if (key.toLowerCase() !== 's' || !suspend) return false;
      const why = suspend(order[index] ?? '');
      if (why) showNotice(why);
      return true;
    }),
    order,
    drill,
  );
  useAlertBeep(alerts[0]?.at, muted);
  return (
    <>
      <RiskAlerts alerts={alerts} above={above} markets={markets} onSuspend={suspend} onDismiss={dismiss} />
      {!muted && soundBlocked && (
        <div role="status" className={classes.notice} data-testid="sound-blocked">
          Sound blocked: click the window once to hear alert beeps.
        </div>
      )}
      {notice && (
        <div role="status" className={classes.notice} data-testid="risk-notice">
          {notice}
        </div>
      )}
      <MonitorGrid spec={RISK_GRID} grid={grid} live={live}>
        {visibleRows(grid, order, (id, index) => (
          <RiskRow key={id} id={id} index={index} gridId={grid.gridId} active={grid.keys.active === index} onSelect={grid.onSelect} store={liability} markets={markets} threshold={threshold} />
        ))}
      </MonitorGrid>
    </>
  );
});

/**
 * The risk monitor: the markets with the largest liability, live, and an alert (visible, and a beep unless
 * muted) when one crosses the threshold; S or the alert's button suspends a market.
 */
export function RiskMonitor({ monitor, enabled, header }: MonitorProps) {
  const { view, setView, select } = monitor;
  const { markets, store: liability, status } = useScopedFeed(monitor, enabled, 'liability', () => new KeyedStore<LiveLiability>());
  const threshold = view.threshold ?? DEFAULT_THRESHOLD;
  const top = view.top ?? DEFAULT_TOP;
  // The risk desk's own suspend (a risk user may stop a market, not reopen it), else the catalogue's.
  const { setStatus } = useStatusAction();
  const { suspend: riskSuspend } = useRiskSuspend();
  const canSuspend = riskSuspend !== null || setStatus !== null;
  const suspend = useCallback(
    (marketId: string) => {
      const market = marketId ? markets.get(marketId) : undefined;
      const why = whyNotSuspendable(market);
      if (why !== undefined || !market) return why;
      if (riskSuspend) riskSuspend(market.marketId, `${market.eventName} · ${market.name}`);
      else setStatus?.(market, 'suspended');
      return undefined;
    },
    [markets, riskSuspend, setStatus],
  );
  const drill = useOpenRiskDrill();
  const hints = useMemo(() => riskHints(canSuspend, drill !== undefined), [canSuspend, drill]);
  const formatEpoch = useFormatRedraw();
  const filters = useMemo(
    () => (
      <>
        <ScopeFilters markets={markets} view={view} onChange={setView} />
        <CommittedNumberInput
          {...viewAmountProps(MONITOR_VIEW_LIMITS.threshold)}
          w={150}
          label="Alert above"
          decimalScale={2}
          step={10_000}
          value={threshold}
          onCommit={(v) => setView({ threshold: v })}
        />
        <Switch size="xs" label="Mute" checked={view.muted === true} onChange={(e) => setView({ muted: e.currentTarget.checked || undefined })} />
        <CommittedNumberInput size="xs" w={90} label="Show top" min={MIN_TOP} max={MAX_TOP} allowDecimal={false} value={top} onCommit={(v) => setView({ top: v })} />
      </>
    ),
    // formatEpoch: the threshold's grouping (viewAmountProps) follows the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [markets, view, setView, threshold, top, formatEpoch],
  );

  return (
    <MonitorFrame header={header} status={status} hints={hints} filters={filters}>
      <RiskRanking
        liability={liability}
        markets={markets}
        top={top}
        threshold={threshold}
        muted={view.muted === true}
        live={status.health === 'live'}
        select={select}
        suspend={canSuspend ? suspend : undefined}
        drill={drill}
      />
    </MonitorFrame>
  );
}
