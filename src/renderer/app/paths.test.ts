import { describe, expect, it } from 'vitest';
import { getHref } from './paths';

describe('getHref', () => {
  it('gives the URLs of spec §2', () => {
    expect(getHref('login')).toBe('/login');
    expect(getHref('dashboard')).toBe('/dashboard');
    expect(getHref('home')).toBe('/dashboard');
    expect(getHref('traderManagement')).toBe('/dashboard/trader');
    expect(getHref('exchangeManagement')).toBe('/dashboard/add-market');
    expect(getHref('sportsBookManagement')).toBe('/dashboard/sportsBook');
    expect(getHref('bookmakerManagement')).toBe('/dashboard/bookMaker');
    expect(getHref('graphicsManagement')).toBe('/dashboard/graphic-management');
    expect(getHref('casinoMonitor')).toBe('/dashboard/monitor');
    expect(getHref('marketTraderManagement')).toBe('/dashboard/market-trader');
    expect(getHref('accessDenied')).toBe('/dashboard/access-denied');
    expect(getHref('settings')).toBe('/dashboard/settings');
  });
});
