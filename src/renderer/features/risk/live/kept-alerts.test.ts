// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { signedIn } from '@renderer/testing/render-with-providers';
import { forgetAlertsOnLogout, forgetKeptAlerts, KEPT_ALERTS_KEY, keepAlerts, readKeptAlerts, windowAlertStorage } from './kept-alerts';
import { afterLook, noAlerts, riskAlertsAtom } from './risk-alert-state';
import { MARKET_BREACH, PUNTER_BREACH } from './live-risk-fixture';

const storage = windowAlertStorage();
afterEach(() => forgetKeptAlerts(storage));

/** risk1's alerts after one look finding a punter and a market above, the punter's alert dismissed. */
const risk1 = () => {
  const { state } = afterLook(noAlerts('risk1'), [PUNTER_BREACH, MARKET_BREACH], 1_000);
  return { ...state, alerts: state.alerts.filter((a) => a.scope === 'market'), beeps: 1 };
};

describe('the risk alerts kept across a reload of the window', () => {
  it('read back as kept for the same user, so the same breaches raise nothing; another user’s, or unreadable, are none', () => {
    keepAlerts(storage, risk1());
    const reloaded = readKeptAlerts(storage, 'risk1');
    expect(reloaded).toEqual(risk1());
    expect(afterLook(reloaded, [PUNTER_BREACH, MARKET_BREACH], 2_000).raised).toEqual([]);
    expect(readKeptAlerts(storage, 'risk2')).toEqual(noAlerts('risk2'));
    storage.setItem(KEPT_ALERTS_KEY, '{"user":"risk1","above":[1]}');
    expect(readKeptAlerts(storage, 'risk1')).toEqual(noAlerts('risk1'));
    storage.setItem(KEPT_ALERTS_KEY, 'not json');
    expect(readKeptAlerts(storage, 'risk1')).toEqual(noAlerts('risk1'));
  });

  it('keep nothing when nothing is above and no alert listed, nor anything of nobody’s', () => {
    keepAlerts(storage, risk1());
    keepAlerts(storage, noAlerts('risk1'));
    expect(storage.getItem(KEPT_ALERTS_KEY)).toBeNull();
    keepAlerts(storage, { ...risk1(), user: null });
    expect(storage.getItem(KEPT_ALERTS_KEY)).toBeNull();
  });

  it('are forgotten, in the window and its storage, on the user’s own logout only: a session that ended by itself keeps them', () => {
    const store = createStore();
    store.set(sessionAtom, signedIn('risk', 'risk1'));
    forgetAlertsOnLogout(store, storage);
    forgetAlertsOnLogout(store, storage);
    store.set(riskAlertsAtom, risk1());
    keepAlerts(storage, risk1());

    store.set(sessionAtom, { status: 'loggedOut', reason: 'expired' });
    expect(store.get(riskAlertsAtom)).toEqual(risk1());
    expect(readKeptAlerts(storage, 'risk1')).toEqual(risk1());

    store.set(sessionAtom, signedIn('risk', 'risk1'));
    store.set(sessionAtom, { status: 'loggedOut', reason: 'logout' });
    expect(store.get(riskAlertsAtom)).toEqual(noAlerts(null));
    expect(storage.getItem(KEPT_ALERTS_KEY)).toBeNull();
  });
});
