import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { contract } from '@shared/contract';
import type { RiskBreach } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { notices } from '@renderer/app/notices/notice-store';
import { useSession } from '@renderer/app/session/use-session';
import { playAlertBeep } from '@renderer/lib/alert-beep';
import { alertNotice } from './alert-words';
import { afterLook, alertIdOf, alertsOf, dismissed, riskAlertsAtom, type RiskAlertState } from './risk-alert-state';

/** How often the exchange is asked what is above its threshold. */
export const ALERT_POLL_MS = 1_000;

/**
 * The signed-in risk user's alerts: what the exchange finds above the user's thresholds, polled each
 * second; a market or punter crossing its threshold raises a visible alert and a beep (unless muted), and
 * a line in the notifications centre. The alerts are the window's (riskAlertsAtom), not the tab's: coming
 * back to the tab raises nothing again and brings back no dismissed alert. The breaches themselves stay
 * available (live) for the tables to mark their rows.
 */
export function useRiskAlerts(muted: boolean) {
  const state = useOperation(contract.risk.alertState, {}, { refetchInterval: ALERT_POLL_MS, spinner: false });
  const session = useSession();
  const user = session?.status === 'loggedIn' ? session.user.userName : null;
  const store = useStore();
  const { alerts, beeps } = alertsOf(useAtomValue(riskAlertsAtom), user);
  const mutedNow = useRef(muted);
  useEffect(() => {
    mutedNow.current = muted;
  }, [muted]);

  const update = useCallback((change: (own: RiskAlertState) => RiskAlertState) => store.set(riskAlertsAtom, (kept) => change(alertsOf(kept, user))), [store, user]);

  const breaches = state.data?.breaches;
  useEffect(() => {
    if (!breaches) return;
    const before = alertsOf(store.get(riskAlertsAtom), user);
    const { state: next, raised } = afterLook(before, breaches, Date.now());
    if (next !== before) update(() => next);
    if (raised.length === 0) return;
    // Kept in the notifications centre too, so an alert seen late (another window on top) is not lost.
    for (const a of raised) notices.record({ tone: 'alert', message: alertNotice(a), href: '/dashboard/risk' }, a.at);
    if (!mutedNow.current) void playAlertBeep().then((played) => played && update((own) => ({ ...own, beeps: own.beeps + 1 })));
  }, [breaches, store, user, update]);

  const dismiss = (id?: string) => update((own) => dismissed(own, id));
  const latest = new Map((breaches ?? []).map((b) => [alertIdOf(b), b]));
  // An alert shows its market's or punter's figures as they are now (a suspended market says so).
  const shown = alerts.map((a) => ({ ...a, ...latest.get(a.id) }));
  return { alerts: shown, dismiss, beeps, thresholds: state.data?.thresholds ?? [], isBreached: (scope: RiskBreach['scope'], target: string) => latest.has(alertIdOf({ scope, target })) };
}
