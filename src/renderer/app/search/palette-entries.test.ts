import { describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract';
import { ROUTE_HANDLES } from '../routes';
import { hitHref, objectEntries, screenEntries } from './palette-entries';

const session = (permissions: Record<string, true>): SessionState => ({
  status: 'loggedIn',
  user: { id: 'u1', userName: 'u', role: 'TRADER' },
  permissions,
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
});

describe('the palette entries', () => {
  it('offers only the screens the user may open, matched on their names and the names above them', () => {
    const trader = session({ marketManagement: true, exchangeManagement: true });
    expect(screenEntries(trader, ROUTE_HANDLES, 'exchange').map((e) => e.label)).toEqual(['Exchange Management']);
    expect(screenEntries(trader, ROUTE_HANDLES, 'trader')).toEqual([]);
    expect(screenEntries(trader, ROUTE_HANDLES, 'market').map((e) => e.href)).toContain('/dashboard/add-market');
    expect(screenEntries(trader, ROUTE_HANDLES, 'denied')).toEqual([]);
    expect(screenEntries({ status: 'loggedOut' }, ROUTE_HANDLES, '')).toEqual([]);
  });

  it('matches screens word by word: every word in the screen’s name or a name above it, in any order, punctuation aside', () => {
    const manager = session({ marketManagement: true, exchangeManagement: true, marketTraderManagement: true, resolveQuery: true });
    expect(screenEntries(manager, ROUTE_HANDLES, 'trader MARKET  management').map((e) => e.label)).toEqual(['Market Trader Management']);
    // "Market" is in the name above Exchange Management.
    expect(screenEntries(manager, ROUTE_HANDLES, 'exchange market').map((e) => e.label)).toEqual(['Exchange Management']);
    expect(screenEntries(manager, ROUTE_HANDLES, 'Market › Exchange').map((e) => e.label)).toEqual(['Exchange Management']);
    // Ravi is no screen: the exchange's answer finds him, the screens add nothing.
    expect(screenEntries(manager, ROUTE_HANDLES, 'Risk Ravi')).toEqual([]);
    expect(screenEntries(manager, ROUTE_HANDLES, 'risk').map((e) => e.label)).toEqual(['Risk']);
  });

  it('finds the Casino Monitor by the monitors it holds: "market monitor", "risk monitor", "bet ticker"', () => {
    const watcher = session({ casinoMonitor: true, marketManagement: true, exchangeManagement: true });
    for (const text of ['market monitor', 'risk monitor', 'bet ticker', 'Live Monitor', 'video wall']) {
      expect(screenEntries(watcher, ROUTE_HANDLES, text).map((e) => e.label)).toEqual(['Casino Monitor']);
    }
    // Found by its search words alone, it comes after the screens found by their names, never pushing one out.
    const all = session({ casinoMonitor: true, marketManagement: true, exchangeManagement: true, sportsBookManagement: true, bookmakerManagement: true, fancyManagement: true, navigation: true, marketTraderManagement: true, exchangeResults: true });
    expect(screenEntries(all, ROUTE_HANDLES, 'market').map((e) => e.label)).toContain('Results');
    expect(screenEntries(all, ROUTE_HANDLES, 'market').map((e) => e.label)).not.toContain('Casino Monitor');
    // Its search words are no way round its permission.
    expect(screenEntries(session({ marketManagement: true }), ROUTE_HANDLES, 'bet ticker')).toEqual([]);
  });

  it('opens each kind of object on its screen', () => {
    expect(hitHref({ kind: 'market', id: 'm1', name: 'Match Odds', detail: '', sportId: 's', competitionId: 'c', eventId: 'e' })).toBe(
      '/dashboard/add-market?tab=catalogue&sport=s&competition=c&event=e&market=m1',
    );
    expect(hitHref({ kind: 'sport', id: 's', name: 'Cricket', detail: '', sportId: 's' })).toBe('/dashboard/add-market?tab=catalogue&sport=s');
    expect(hitHref({ kind: 'trader', id: 't', name: 'tom', detail: '' })).toBe('/dashboard/market-trader?q=tom');
    expect(hitHref({ kind: 'staff', id: 't', name: 'ann', detail: '' })).toBe('/dashboard/trader?q=ann');
    expect(hitHref({ kind: 'punter', id: 'p', name: 'p 1', detail: '' })).toBe('/dashboard/risk?tab=punters&q=p+1');
    expect(objectEntries([{ kind: 'staff', more: false, hits: [{ kind: 'staff', id: 'a', name: 'ann', detail: 'Ann · MANAGER' }] }])[0]).toMatchObject({ group: 'Staff', label: 'ann' });
  });
});
