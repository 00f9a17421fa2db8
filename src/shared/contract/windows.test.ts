import { describe, expect, it } from 'vitest';
import { holding } from '../permissions/holding';
import { isDashboardHref, KIND_PERMISSIONS, mayOpenMonitor, missingMonitorPermissions, monitorPermissions, windows } from './windows';

describe('what a monitor needs', () => {
  it('names casinoMonitor, the slot flag and the kind flags, each once', () => {
    expect(monitorPermissions({ kind: 'wall', slot: 1 })).toEqual(['casinoMonitor', 'live1to8', 'videoMonitor']);
    expect(monitorPermissions({ kind: 'market', slot: 3 })).toEqual(['casinoMonitor', 'liveMonitor3']);
    expect(monitorPermissions({ kind: 'casino', slot: 1 })).toEqual(['casinoMonitor']);
  });

  it('asks videoMonitor of stream health: it reads the streams a user may watch (playerStreams, videoMonitor)', () => {
    expect(KIND_PERMISSIONS.streamHealth).toContain('videoMonitor');
    expect(monitorPermissions({ kind: 'streamHealth', slot: 1 })).toEqual(['casinoMonitor', 'monitorCoreStreaming', 'videoMonitor']);
    expect(mayOpenMonitor({ kind: 'streamHealth', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming', 'live1to8'))).toBe(false);
    expect(mayOpenMonitor({ kind: 'streamHealth', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming', 'videoMonitor'))).toBe(true);
  });

  it('says which flags an account lacks (QA live4 #6: a viewer with live1to8 but no videoMonitor)', () => {
    const viewer = holding('casinoMonitor', 'monitorCoreStreaming', 'live1to8');
    expect(missingMonitorPermissions({ kind: 'wall', slot: 1 }, viewer)).toEqual(['videoMonitor']);
    expect(missingMonitorPermissions({ kind: 'wall', slot: 2 }, viewer)).toEqual(['live9to16', 'videoMonitor']);
    expect(missingMonitorPermissions({ kind: 'casino', slot: 2 }, viewer)).toEqual([]);
    expect(mayOpenMonitor({ kind: 'wall', slot: 1 }, viewer)).toBe(false);
  });
});

describe('the routes one window may ask a console window to show', () => {
  it.each(['/dashboard/risk?tab=live&market=m1', '/dashboard/risk', '/dashboard/traders?q=Ravi+Risk#top', '/dashboard/a%20b'])('accepts the console page %s', (href) => {
    expect(isDashboardHref(href)).toBe(true);
    expect(windows.showRoute.input.safeParse({ href }).success).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example/dashboard/risk'],
    ['a scheme-relative address', '//evil.example/dashboard/risk'],
    ['a script', 'javascript:alert(1)'],
    ['a page outside the dashboard', '/login'],
    ['the dashboard prefix without its slash', '/dashboardx/risk'],
    ['a relative path', 'dashboard/risk'],
    ['a way out of the dashboard', '/dashboard/../login'],
    ['a backslash the parser turns into a slash', '/dashboard/\\evil.example'],
    ['a space', '/dashboard/risk?q=a b'],
    ['a line break', '/dashboard/risk\n'],
    ['nothing', ''],
  ])('refuses %s', (_label, href) => {
    expect(isDashboardHref(href)).toBe(false);
    const parsed = windows.showRoute.input.safeParse({ href });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Only a page of this console can be shown: its address starts with /dashboard/.');
  });

  it('refuses an unknown field and an address too long to be a page', () => {
    expect(windows.showRoute.input.safeParse({ href: '/dashboard/risk', target: '_blank' }).success).toBe(false);
    expect(windows.showRoute.input.safeParse({ href: `/dashboard/${'a'.repeat(2_000)}` }).success).toBe(false);
  });
});
