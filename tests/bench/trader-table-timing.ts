import type { Page } from 'playwright-core';

/**
 * Arms a one-shot timer inside the page: it starts at the next `startEvent` (keydown or pointerdown,
 * captured on the document) and stops at the first animation frame after the table's info line changed
 * (the rows and that line are rendered by the same commit). Resolves with milliseconds.
 */
export async function armTableTimer(page: Page, startEvent: 'keydown' | 'pointerdown'): Promise<void> {
  await page.evaluate((eventName) => {
    type El = { textContent: string | null };
    const g = globalThis as unknown as {
      document: {
        querySelector(selector: string): El | null;
        addEventListener(type: string, listener: () => void, options: { capture: boolean; once: boolean }): void;
      };
      performance: { now(): number };
      requestAnimationFrame(callback: () => void): void;
      MutationObserver: new (callback: () => void) => { observe(target: El, options: object): void; disconnect(): void };
      __tableTimer?: Promise<number>;
    };
    const info = g.document.querySelector('[data-testid="table-info"]');
    if (!info) throw new Error('no table info line on the page');
    const before = info.textContent;
    g.__tableTimer = new Promise<number>((resolve) => {
      let started: number | undefined;
      g.document.addEventListener(eventName, () => (started = g.performance.now()), { capture: true, once: true });
      const observer = new g.MutationObserver(() => {
        if (started === undefined || info.textContent === before) return;
        observer.disconnect();
        const from = started;
        g.requestAnimationFrame(() => resolve(g.performance.now() - from));
      });
      observer.observe(info, { childList: true, characterData: true, subtree: true });
    });
  }, startEvent);
}

export async function readTableTimer(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { __tableTimer: Promise<number> }).__tableTimer);
}
