import type { Page } from 'playwright-core';

/** The in-app path of a URL, whether the renderer routes by path or by hash. */
export function appPath(url: URL): string {
  const path = url.hash.startsWith('#/') ? (url.hash.slice(1).split('?')[0] ?? '') : url.pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Waits (auto-waiting, no sleep) until the page shows the given in-app path. */
export async function waitForRoute(page: Page, path: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => appPath(url) === path, timeout === undefined ? {} : { timeout });
}

/** A full URL for an in-app path, in the renderer's routing style (path or hash), on the page's origin. */
export function routeUrl(page: Page, path: string): string {
  const current = new URL(page.url());
  return current.hash.startsWith('#/') ? `${current.origin}/#${path}` : `${current.origin}${path}`;
}

/** Opens an in-app path with a full page load (the session must come back from the host). */
export async function gotoRoute(page: Page, path: string): Promise<void> {
  await page.goto(routeUrl(page, path));
}

/** Navigates inside the running app (no reload), as a link would: history entry plus popstate. */
export async function pushRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const g = globalThis as unknown as {
      history: { pushState(state: unknown, title: string, url: string): void };
      location: { hash: string };
      dispatchEvent(event: unknown): boolean;
      PopStateEvent: new (type: string) => unknown;
    };
    g.history.pushState(null, '', g.location.hash.startsWith('#/') ? `#${to}` : to);
    g.dispatchEvent(new g.PopStateEvent('popstate'));
  }, path);
}
