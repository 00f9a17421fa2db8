import type { CDPSession, Page } from 'playwright-core';

/** Chromium's own counters of one page (CDP Performance.getMetrics), by name. */
export type Metrics = Record<string, number>;

export interface WindowMetrics {
  readonly session: CDPSession;
  read(): Promise<Metrics>;
}

export async function openMetrics(page: Page): Promise<WindowMetrics> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return {
    session,
    read: async () => Object.fromEntries((await session.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])),
  };
}

/** JS heap after a full garbage collection: what the window keeps, not what it has not freed yet. */
export async function heapAfterGc(metrics: WindowMetrics): Promise<Metrics> {
  await metrics.session.send('HeapProfiler.collectGarbage');
  return metrics.read();
}
