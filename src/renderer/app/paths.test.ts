import { describe, expect, it } from 'vitest';
import { getHref } from './paths';

describe('getHref', () => {
  it.each([
    ['login', '/login'],
    ['dashboard', '/dashboard'],
    ['home', '/dashboard'],
    ['traderManagement', '/dashboard/trader'],
    ['exchangeManagement', '/dashboard/add-market'],
    ['sportsBookManagement', '/dashboard/sportsBook'],
    ['bookmakerManagement', '/dashboard/bookMaker'],
    ['graphicsManagement', '/dashboard/graphic-management'],
    ['casinoMonitor', '/dashboard/monitor'],
    ['marketTraderManagement', '/dashboard/market-trader'],
    ['accessDenied', '/dashboard/access-denied'],
    ['settings', '/dashboard/settings'],
    ['casino', '/dashboard/casino'],
  ] as const)('gives the URL of spec §2 for %s', (page, href) => {
    expect(getHref(page)).toBe(href);
  });
});
