import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The little of the page used here (the tests are typed for Node, without the DOM lib). */
interface PageLike {
  document: { body: { innerText: string } };
  performance: { now(): number };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: Record<string, boolean>): void; disconnect(): void };
  __shownTimes?: Record<string, { shownAt: number; hiddenAt: number }>;
}

/**
 * Times how long a text is on the page by the page's own clock: a MutationObserver notes when the text
 * appears and when it goes. A test polling from outside sees each edge up to half a second late, which a
 * busy machine turns into a wrong duration. Call it before the action that shows the text; await the
 * function it returns, which waits until the text has gone and answers the milliseconds it was shown.
 */
export async function timeShown(page: Page, text: string): Promise<() => Promise<number>> {
  const key = await page.evaluate((wanted) => {
    const g = globalThis as unknown as PageLike;
    const record = { shownAt: -1, hiddenAt: -1 };
    const id = `${wanted}#${Object.keys(g.__shownTimes ?? {}).length}`;
    g.__shownTimes = { ...g.__shownTimes, [id]: record };
    const observer = new g.MutationObserver(() => {
      const present = g.document.body.innerText.includes(wanted);
      if (present && record.shownAt < 0) record.shownAt = g.performance.now();
      if (!present && record.shownAt >= 0) {
        record.hiddenAt = g.performance.now();
        observer.disconnect();
      }
    });
    observer.observe(g.document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    return id;
  }, text);
  const read = () => page.evaluate((id) => (globalThis as unknown as PageLike).__shownTimes?.[id] ?? { shownAt: -1, hiddenAt: -1 }, key);
  return async () => {
    await expect.poll(async () => (await read()).hiddenAt >= 0, { timeout: 15_000 }).toBe(true);
    const { shownAt, hiddenAt } = await read();
    return hiddenAt - shownAt;
  };
}
