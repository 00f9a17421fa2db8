import { describe, expect, it } from 'vitest';
import { appUrl, createOriginCheck } from './app-origin';
import { electronCsp } from './security';

describe('our origin', () => {
  it('is app://console and nothing that merely resembles it', () => {
    const isOurs = createOriginCheck();
    expect(isOurs('app://console/dashboard?x=1#y')).toBe(true);
    for (const url of ['app://console.evil/', 'app://other/', 'file:///index.html', 'https://console/', 'http://localhost:5173/', 'not a url', '']) {
      expect(isOurs(url)).toBe(false);
    }
  });

  it('includes the Vite dev server only when one is given', () => {
    const isOurs = createOriginCheck('http://localhost:5173/');
    expect(isOurs('http://localhost:5173/dashboard')).toBe(true);
    expect(isOurs('http://localhost:5174/')).toBe(false);
  });

  it('builds route URLs on the app scheme or the dev server', () => {
    expect(appUrl('/')).toBe('app://console/');
    expect(appUrl('dashboard/monitor')).toBe('app://console/dashboard/monitor');
    expect(appUrl('/login', 'http://localhost:5173/')).toBe('http://localhost:5173/login');
  });
});

describe('the Electron CSP', () => {
  it('allows no inline or eval script and no network origin in a built app', () => {
    const csp = electronCsp();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('relaxes only for the Vite dev server', () => {
    expect(electronCsp(true)).toContain("script-src 'self' 'unsafe-inline'");
    expect(electronCsp(true)).toContain('ws://localhost:*');
  });
});
