import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { contract } from '@shared/contract';
import type { RiskBreach } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { getHref } from '@renderer/app/paths';
import { useSession } from '@renderer/app/session/use-session';
import { createUserState } from '@renderer/app/session/user-state';
import { hideAlertToast } from './alert-toast';
import { keepAlerts, readKeptAlerts, windowAlertStorage } from './kept-alerts';
import { alertIdOf, alertsOf, alertsPanelsShownAtom, dismissed, riskAlertsAtom, type RiskAlertState } from './risk-alert-state';

/** How often the exchange is asked what is above its threshold. */
export const ALERT_POLL_MS = 1_000;

/** Where an alert is opened from outside the tab, and where its notice links: the Risk screen, at Live risk. */
export const ALERTS_HREF = getHref('risk');

/** "Mute alert sound": the user's choice in this window, held outside the tab too (the window beeps anywhere). */
export const useMuteAlertSound = createUserState(false);

/**
 * What the exchange finds above the signed-in user's thresholds now: one query for the window (the same
 * operation and input, one cache entry). Only the window's watcher polls it (`poll`); the tab reads it.
 */
export const useAlertState = (poll: boolean) => useOperation(contract.risk.alertState, {}, { spinner: false, ...(poll ? { refetchInterval: ALERT_POLL_MS } : {}) });

/**
 * The signed-in user's alerts in this window: as they are now (read when asked, not drawn) and changed, each
 * change kept in the window's storage. `own`: the user's part of the window's state, which the window's storage
 * holds until the first change after a reload (read back then, so a reload raises only what crossed since).
 */
export function useAlertStore() {
  const session = useSession();
  const user = session?.status === 'loggedIn' ? session.user.userName : null;
  const store = useStore();
  const own = useCallback((kept: RiskAlertState) => alertsOf(kept, user, (whose) => readKeptAlerts(windowAlertStorage(), whose)), [user]);
  const current = useCallback(() => own(store.get(riskAlertsAtom)), [store, own]);
  const update = useCallback(
    (change: (own: RiskAlertState) => RiskAlertState) => {
      store.set(riskAlertsAtom, (kept) => change(own(kept)));
      keepAlerts(windowAlertStorage(), store.get(riskAlertsAtom));
    },
    [store, own],
  );
  return { store, own, current, update };
}

/**
 * The Live risk tab's view of the window's alerts (raised by RiskAlertWatcher, wherever the user is): the
 * alerts to list, newest first, with their market's or punter's figures as they are now, the beeps sounded,
 * the thresholds, and which rows are above theirs. While it is shown, an alert raises no toast (the panel is
 * enough) and the toast already up goes.
 */
export function useRiskAlerts() {
  const state = useAlertState(false);
  const { store, own, update } = useAlertStore();
  const { alerts, beeps } = own(useAtomValue(riskAlertsAtom));
  useEffect(() => {
    store.set(alertsPanelsShownAtom, (n) => n + 1);
    hideAlertToast();
    return () => store.set(alertsPanelsShownAtom, (n) => n - 1);
  }, [store]);

  const breaches = state.data?.breaches;
  const dismiss = (id?: string) => update((own) => dismissed(own, id));
  const latest = new Map((breaches ?? []).map((b) => [alertIdOf(b), b]));
  // An alert shows its market's or punter's figures as they are now (a suspended market says so).
  const shown = alerts.map((a) => ({ ...a, ...latest.get(a.id) }));
  return { alerts: shown, dismiss, beeps, thresholds: state.data?.thresholds ?? [], isBreached: (scope: RiskBreach['scope'], target: string) => latest.has(alertIdOf({ scope, target })) };
}
