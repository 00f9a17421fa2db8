import { describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract';
import { accessNeeded, breadcrumbTrail, decideAccess, decideForMatches, deniedHref } from './route-access';
import { DASHBOARD_ROUTES, ROUTE_HANDLES } from './routes';

const trader: SessionState = {
  status: 'loggedIn',
  user: { id: 't1', userName: 'trader1', role: 'trader' },
  permissions: { marketManagement: true, fancyManagement: true },
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'keychain',
};
const loggedOut: SessionState = { status: 'loggedOut' };

describe('decideAccess', () => {
  it('sends a logged-out user, or one whose session is not known yet, to login', () => {
    expect(decideAccess(loggedOut, 'session')).toBe('login');
    expect(decideAccess(undefined, { permission: 'marketManagement' })).toBe('login');
  });

  it('lets any logged-in user open a page that only needs a session', () => {
    expect(decideAccess(trader, 'session')).toBe('allow');
  });

  it('lets a user open a page whose permission they hold', () => {
    expect(decideAccess(trader, { permission: 'fancyManagement' })).toBe('allow');
  });

  it('denies a page whose permission the user lacks', () => {
    expect(decideAccess(trader, { permission: 'traderManagement' })).toBe('denied');
  });

  it('lets a user open a page guarded by several flags when they hold any one of them (Results)', () => {
    expect(decideAccess(trader, { anyOf: ['exchangeResults', 'fancyManagement'] })).toBe('allow');
    expect(decideAccess(trader, { anyOf: ['exchangeResults', 'fancyResults'] })).toBe('denied');
    expect(decideAccess(trader, { anyOf: [] })).toBe('denied');
  });

  it('denies a guarded page that names no permission, or an unknown one', () => {
    expect(decideAccess(trader, {})).toBe('denied');
    expect(decideAccess(trader, { permission: undefined })).toBe('denied');
    expect(decideAccess(trader, { permission: 'notAPermission' as never })).toBe('denied');
  });

  it('lets only a user of the named role open a page guarded by role (the admin-only settings)', () => {
    expect(decideAccess(trader, { role: 'admin' })).toBe('denied');
    expect(decideAccess({ ...trader, user: { ...trader.user, role: 'admin' } }, { role: 'admin' })).toBe('allow');
    expect(decideAccess(loggedOut, { role: 'admin' })).toBe('login');
  });
});

describe('decideForMatches', () => {
  it('lets the deepest matched route decide, ignoring routes without our handle', () => {
    const shell = undefined;
    const fancy = ROUTE_HANDLES.get('fancyManagement');
    const traders = ROUTE_HANDLES.get('traderManagement');
    expect(decideForMatches(trader, [shell, fancy])).toBe('allow');
    expect(decideForMatches(trader, [shell, traders])).toBe('denied');
  });

  it('asks only for a session when no matched route carries a handle', () => {
    expect(decideForMatches(trader, [undefined])).toBe('allow');
    expect(decideForMatches(loggedOut, [undefined])).toBe('login');
  });
});

describe('the route table', () => {
  it('guards every screen of spec §2 with its permission', () => {
    const permissionOf = Object.fromEntries(
      DASHBOARD_ROUTES.map(({ name, access }) => [name, access === 'session' ? 'session' : 'role' in access ? `role ${access.role}` : 'anyOf' in access ? `any of ${access.anyOf.join(', ')}` : access.permission]),
    );
    expect(permissionOf).toEqual({
      home: 'session',
      marketManagement: 'marketManagement',
      graphicsManagement: 'graphicsManagement',
      casinoMonitor: 'casinoMonitor',
      streamingManagement: 'streamingManagement',
      operationalLogs: 'operationalLogs',
      traderManagement: 'traderManagement',
      exchangeManagement: 'exchangeManagement',
      sportsBookManagement: 'sportsBookManagement',
      bookmakerManagement: 'bookmakerManagement',
      fancyManagement: 'fancyManagement',
      navigation: 'navigation',
      marketTraderManagement: 'marketTraderManagement',
      settings: 'role admin',
      sites: 'addDomain',
      results: 'any of exchangeResults, sportsBookResults, bookmakerResults, fancyResults',
      casino: 'casinoMonitor',
      risk: 'resolveQuery',
      accessDenied: 'session',
    });
  });
});

describe('breadcrumbTrail', () => {
  const labels = (name: Parameters<typeof ROUTE_HANDLES.get>[0]) => breadcrumbTrail(name, ROUTE_HANDLES).map((c) => c.breadcrumb);

  it('shows only the dashboard on the home page', () => {
    expect(labels('home')).toEqual(['Dashboard']);
  });

  it('puts a top-level page under the dashboard', () => {
    expect(labels('operationalLogs')).toEqual(['Dashboard', 'Operational Logs']);
  });

  it("puts Market Management's children under Market Management", () => {
    expect(labels('exchangeManagement')).toEqual(['Dashboard', 'Market Management', 'Exchange Management']);
    expect(labels('marketTraderManagement')).toEqual(['Dashboard', 'Market Management', 'Market Trader Management']);
  });

  it('stops on a parent cycle instead of looping', () => {
    const table = new Map([
      ['a', { name: 'a', access: 'session' as const, breadcrumb: 'A', parent: 'b' }],
      ['b', { name: 'b', access: 'session' as const, breadcrumb: 'B', parent: 'a' }],
    ]);
    expect(breadcrumbTrail('a', table).map((c) => c.breadcrumb)).toEqual(['B', 'A']);
  });
});

describe('what a refused page needs', () => {
  it('is said in words, and the Access Denied address keeps the refused path', () => {
    expect(accessNeeded({ permission: 'fancyManagement' })).toBe('the Fancy Management permission');
    expect(accessNeeded({ permission: 'traderManagement' })).toBe('the Trader Management permission');
    expect(accessNeeded({ permission: 'resolveQuery' })).toBe('the Resolve Query permission');
    expect(accessNeeded({ anyOf: ['exchangeResults', 'sportsBookResults', 'bookmakerResults', 'fancyResults'] })).toBe(
      'one of the Exchange Results, SportsBook Results, BookMaker Results, or Fancy Results permissions',
    );
    expect(accessNeeded({ role: 'admin' })).toBe('the admin role');
    expect(deniedHref('/dashboard/access-denied', { pathname: '/dashboard/fancy', search: '', hash: '' })).toBe('/dashboard/access-denied?from=%2Fdashboard%2Ffancy');
  });

  it('keeps the refused address whole, its query with it: the Access Denied page reads back what the user asked for', () => {
    const href = deniedHref('/dashboard/access-denied', { pathname: '/dashboard/risk', search: '?tab=live&market=1.234', hash: '' });
    const [path, query] = href.split('?');
    expect(path).toBe('/dashboard/access-denied');
    expect([...new URLSearchParams(query)]).toEqual([['from', '/dashboard/risk?tab=live&market=1.234']]);
  });
});
