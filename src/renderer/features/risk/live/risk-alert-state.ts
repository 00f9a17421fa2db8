import { atom } from 'jotai';
import type { AlertScope, RiskBreach } from '@shared/contract/risk';

/** The list keeps the newest this many alerts. */
export const MAX_ALERTS = 8;

export interface RiskAlert extends RiskBreach {
  readonly id: string;
  readonly at: number;
}

/**
 * The signed-in user's risk alerts in this window. It outlives the Live risk tab (another tab, then back) and,
 * kept in the window's storage (kept-alerts.ts), a reload of the window: what was above its threshold at the
 * last look is remembered, so returning raises nothing again, and a dismissed alert stays dismissed while its
 * crossing lasts.
 */
export interface RiskAlertState {
  /** Whose thresholds these are: another user signed in to the window starts with none. */
  readonly user: string | null;
  /** What was above its threshold at the last look (by alert id): a breach not in it is a new crossing. */
  readonly above: ReadonlySet<string>;
  readonly alerts: readonly RiskAlert[];
  /** How many beeps sounded. */
  readonly beeps: number;
}

export const alertIdOf = (b: Pick<RiskBreach, 'scope' | 'target'>): string => `${b.scope}:${b.target}`;

const ofScopes = (id: string, scopes: readonly AlertScope[]): boolean => scopes.some((scope) => id.startsWith(`${scope}:`));

/** `user`'s alerts before any look: none. */
export const noAlerts = (user: string | null): RiskAlertState => ({ user, above: new Set(), alerts: [], beeps: 0 });

/** This window's risk alerts (one store per window: see app/providers). */
export const riskAlertsAtom = atom<RiskAlertState>(noAlerts(null));

/** How many Live risk tabs show this window's alerts now: with none, a raised alert also shows a toast. */
export const alertsPanelsShownAtom = atom(0);

/** The state as `user` has it: when it was kept for another user, what `keptFor` holds for this one (none by default). */
export const alertsOf = (state: RiskAlertState, user: string | null, keptFor: (user: string | null) => RiskAlertState = noAlerts): RiskAlertState =>
  state.user === user ? state : keptFor(user);

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The state after a look at what is above its threshold now: each breach that was not above at the last look
 * raises one alert, newest first (an older alert of the same market or punter gives way to it). The same
 * state when nothing changed. The list of a `cut` scope (the exchange sent only its largest breaches of it)
 * proves nothing about those it left out: what was above of that scope stays above (a market back in the list
 * after dropping out of it raises nothing), until a whole list shows it gone. A whole scope's list is all of
 * it: one missing from it has fallen, however cut the other scope's is.
 */
export const afterLook = (state: RiskAlertState, breaches: readonly RiskBreach[], at: number, cut: readonly AlertScope[] = []): { state: RiskAlertState; raised: readonly RiskAlert[] } => {
  const seen = breaches.map(alertIdOf);
  const above = new Set([...[...state.above].filter((id) => ofScopes(id, cut)), ...seen]);
  const raised = breaches.filter((b) => !state.above.has(alertIdOf(b))).map((b) => ({ ...b, id: alertIdOf(b), at }));
  if (raised.length === 0) return { state: sameIds(above, state.above) ? state : { ...state, above }, raised };
  const alerts = [...raised, ...state.alerts.filter((a) => !raised.some((r) => r.id === a.id))].slice(0, MAX_ALERTS);
  return { state: { ...state, above, alerts }, raised };
};

/** Without the alert `id`, or without any. */
export const dismissed = (state: RiskAlertState, id?: string): RiskAlertState => ({ ...state, alerts: id ? state.alerts.filter((a) => a.id !== id) : [] });
