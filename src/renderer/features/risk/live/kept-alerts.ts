import type { Store } from 'jotai';
import { z } from 'zod';
import { riskBreachSchema } from '@shared/contract/risk';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { noAlerts, riskAlertsAtom, type RiskAlertState } from './risk-alert-state';

/** Where a window keeps its risk alerts' baseline across a reload: one user's at a time. */
export const KEPT_ALERTS_KEY = 'exchange-console.risk-alerts';

export type AlertStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is kept: what was above at the last look (alert ids), the alerts listed and the beeps; never a token or a credential. */
const keptAlertsSchema = z.object({
  user: z.string(),
  above: z.array(z.string()),
  alerts: z.array(riskBreachSchema.extend({ id: z.string(), at: z.number() })),
  beeps: z.number().int().nonnegative(),
});

/** The window's storage for the alerts (the only place that names it). */
// eslint-disable-next-line no-restricted-globals -- the risk alerts' baseline only (alert ids, breaches' figures, times; schema above), never a credential
export const windowAlertStorage = (): AlertStorage => sessionStorage;

/** The alerts kept for `user`: none when they were kept for another user, or cannot be read. */
export const readKeptAlerts = (storage: AlertStorage, user: string | null): RiskAlertState => {
  try {
    const kept = keptAlertsSchema.safeParse(JSON.parse(storage.getItem(KEPT_ALERTS_KEY) ?? 'null'));
    if (!kept.success || kept.data.user !== user) return noAlerts(user);
    return { ...kept.data, above: new Set(kept.data.above) };
  } catch {
    return noAlerts(user);
  }
};

/** Keeps `state` for its user (nothing to keep: the key goes); a state of nobody's is not kept. */
export const keepAlerts = (storage: AlertStorage, state: RiskAlertState): void => {
  if (state.user === null) return;
  try {
    if (state.above.size === 0 && state.alerts.length === 0) forgetKeptAlerts(storage);
    else storage.setItem(KEPT_ALERTS_KEY, JSON.stringify({ user: state.user, above: [...state.above], alerts: state.alerts, beeps: state.beeps }));
  } catch {
    // A full storage: the alerts stay in this window's memory, as before.
  }
};

/** Nothing kept any more (the user's own logout; a test's window closing). */
export const forgetKeptAlerts = (storage: AlertStorage): void => storage.removeItem(KEPT_ALERTS_KEY);

const watchedStores = new WeakSet<Store>();

/**
 * From the window's first watcher on, for the window's life (its store's): the user's own logout forgets their
 * alerts, in the window and in `storage`, so any next login starts with none. Seen here, not by the watcher:
 * the dashboard shell, and the watcher with it, has left by then. A session that ended by itself (expired,
 * ended elsewhere) keeps them for the same user's next login, as the notifications list is kept.
 */
export const forgetAlertsOnLogout = (store: Store, storage: AlertStorage): void => {
  if (watchedStores.has(store)) return;
  watchedStores.add(store);
  store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    if (session?.status !== 'loggedOut' || session.reason !== 'logout') return;
    forgetKeptAlerts(storage);
    store.set(riskAlertsAtom, noAlerts(null));
  });
};
