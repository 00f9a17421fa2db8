import { useEffect, useRef, useState } from 'react';
import { contract } from '@shared/contract';
import type { RiskBreach } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { notices } from '@renderer/app/notices/notice-store';
import { playAlertBeep } from '@renderer/lib/alert-beep';

/** How often the exchange is asked what is above its threshold. */
export const ALERT_POLL_MS = 1_000;
const MAX_ALERTS = 8;

export interface RiskAlert extends RiskBreach {
  readonly id: string;
  readonly at: number;
}

const idOf = (b: RiskBreach) => `${b.scope}:${b.target}`;

/** Breaches that were not above their threshold at the last look: each crossing raises one alert. */
export const freshBreaches = (breaches: readonly RiskBreach[], above: ReadonlySet<string>): RiskBreach[] => breaches.filter((b) => !above.has(idOf(b)));

/**
 * The signed-in risk user's alerts: what the exchange finds above the user's thresholds, polled each
 * second; a market or punter crossing its threshold raises a visible alert and a beep (unless muted).
 * The breaches themselves stay available (live) for the tables to mark their rows.
 */
export function useRiskAlerts(muted: boolean) {
  const state = useOperation(contract.risk.alertState, {}, { refetchInterval: ALERT_POLL_MS, spinner: false });
  const [alerts, setAlerts] = useState<RiskAlert[]>([]);
  const [beeps, setBeeps] = useState(0);
  const above = useRef<ReadonlySet<string>>(new Set());
  const mutedNow = useRef(muted);
  useEffect(() => {
    mutedNow.current = muted;
  }, [muted]);

  const breaches = state.data?.breaches;
  useEffect(() => {
    if (!breaches) return;
    const fresh = freshBreaches(breaches, above.current);
    above.current = new Set(breaches.map(idOf));
    if (fresh.length === 0) return;
    const at = Date.now();
    const raised = fresh.map((b) => ({ ...b, id: idOf(b), at }));
    setAlerts((current) => [...raised, ...current.filter((a) => !raised.some((r) => r.id === a.id))].slice(0, MAX_ALERTS));
    // Kept in the notifications centre too, so an alert seen late (another window on top) is not lost.
    for (const b of fresh) notices.record({ tone: 'alert', message: `Risk alert: ${b.scope} ${b.name} is past its threshold`, href: '/dashboard/risk' }, at);
    if (!mutedNow.current) void playAlertBeep().then((played) => played && setBeeps((n) => n + 1));
  }, [breaches]);

  const dismiss = (id?: string) => setAlerts((current) => (id ? current.filter((a) => a.id !== id) : []));
  const latest = new Map((breaches ?? []).map((b) => [idOf(b), b]));
  // An alert shows its market's or punter's figures as they are now (a suspended market says so).
  const shown = alerts.map((a) => ({ ...a, ...latest.get(a.id) }));
  return { alerts: shown, dismiss, beeps, thresholds: state.data?.thresholds ?? [], isBreached: (scope: RiskBreach['scope'], target: string) => latest.has(`${scope}:${target}`) };
}
