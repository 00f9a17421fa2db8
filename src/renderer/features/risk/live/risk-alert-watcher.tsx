import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { contract } from '@shared/contract';
import type { AlertScope } from '@shared/contract/risk';
import { useCanCall } from '@renderer/app/data/can-call';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { notices } from '@renderer/app/notices/notice-store';
import { playAlertBeep } from '@renderer/lib/alert-beep';
import { forgetAlertsOnLogout, windowAlertStorage } from './kept-alerts';
import { hideAlertToast, redrawAlertToast, showAlertToast } from './alert-toast';
import { alertNotice, alertNoticeParts } from './alert-words';
import { afterLook, alertsPanelsShownAtom } from './risk-alert-state';
import { ALERTS_HREF, useAlertState, useAlertStore, useMuteAlertSound } from './use-risk-alerts';

/** An answer that cut no scope's list. */
const NONE_CUT: readonly AlertScope[] = [];

/**
 * The dashboard window's risk alerts, wherever its user is in it (mounted once by the dashboard shell; a
 * monitor window has none): for a user who may ask the exchange what is above their thresholds, asked each
 * second. A market or punter crossing its threshold raises an alert (riskAlertsAtom, listed by the Live risk
 * tab), a line in the notifications centre, a beep unless muted, and, outside the Live risk tab, the
 * window's one alert toast with Open. Raised once per crossing: polled again, or the tab left and opened
 * again, or the window reloaded, nothing fires again; nor when the exchange cut a scope's list (breachesCut) and
 * left a breach out.
 */
export function RiskAlertWatcher() {
  return useCanCall(contract.risk.alertState) ? <WatchAlerts /> : null;
}

function WatchAlerts() {
  const answer = useAlertState(true).data;
  const breaches = answer?.breaches;
  const cut = answer?.breachesCut ?? NONE_CUT;
  const { store, current, update } = useAlertStore();
  const [muted] = useMuteAlertSound();
  const mutedNow = useRef(muted);
  useEffect(() => {
    mutedNow.current = muted;
  }, [muted]);
  const navigate = useNavigate();

  // The user's alerts as the window kept them before a reload (the first look raises only what crossed since);
  // their own logout forgets them.
  useEffect(() => {
    forgetAlertsOnLogout(store, windowAlertStorage());
    update((own) => own);
  }, [store, update]);

  useEffect(() => {
    if (!breaches) return;
    const before = current();
    const { state: next, raised } = afterLook(before, breaches, Date.now(), cut);
    if (next !== before) update(() => next);
    if (raised.length === 0) return;
    // Kept in the notifications centre too, so an alert seen late (another window on top) is not lost; its
    // amounts as figures, so that its line follows the grouping chosen since.
    for (const a of raised) notices.record({ tone: 'alert', message: alertNotice(a), parts: alertNoticeParts(a), href: ALERTS_HREF }, a.at);
    if (store.get(alertsPanelsShownAtom) === 0) showAlertToast(raised, () => void navigate(ALERTS_HREF));
    if (!mutedNow.current) void playAlertBeep().then((played) => played && update((own) => ({ ...own, beeps: own.beeps + 1 })));
  }, [breaches, cut, store, current, update, navigate]);

  // The toast is drawn outside the display preferences' reach: told to draw again when the grouping or zone changes.
  const formatEpoch = useFormatRedraw();
  useEffect(() => redrawAlertToast(), [formatEpoch]);

  // Their user gone (logged out: the shell leaves), the alerts' toast goes too.
  useEffect(() => hideAlertToast, []);
  return null;
}
