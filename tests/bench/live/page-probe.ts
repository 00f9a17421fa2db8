import type { Page } from 'playwright-core';

/** What one window measured while streaming (page clock, milliseconds). */
export interface ProbeResult {
  /** Exchange `ts` → the first animation frame after the DOM change, one per (ts, frame) pair. */
  readonly latencies: number[];
  /** requestAnimationFrame deltas. */
  readonly frames: number[];
  /** Durations of the long tasks (over 50 ms) that started while streaming. */
  readonly longTasks: number[];
  /** When each of them started, wall clock (timeOrigin + startTime), in the same order. */
  readonly longTaskStarts: number[];
  /** What ran in each long animation frame (over 50 ms) while streaming: the scripts that took longest, in words. */
  readonly slowFrames: string[];
  /** `data-ts` attribute changes seen (updates put on the page). */
  readonly mutations: number;
  readonly elapsedMs: number;
}

interface LiveProbe {
  start(): void;
  stop(): ProbeResult;
}

type Rec = { target: { getAttribute(name: string): string | null } };
type FrameScript = { duration: number; invoker: string; sourceFunctionName: string; sourceURL: string; sourceCharPosition: number };
type FrameEntry = { startTime: number; duration: number; blockingDuration: number; scripts?: FrameScript[] };

/** The parts of the page's globals the probe uses (the Node tsconfig has no DOM library, on purpose). */
interface ProbeGlobals {
  performance: { timeOrigin: number; now(): number };
  document: unknown;
  requestAnimationFrame(callback: (time: number) => void): number;
  MutationObserver: new (callback: (records: Rec[]) => void) => { observe(target: unknown, options: object): void };
  PerformanceObserver: new (callback: (list: { getEntries(): FrameEntry[] }) => void) => {
    observe(options: object): void;
  };
  __liveProbe?: LiveProbe;
}

/**
 * Installed into every page before its own scripts (context.addInitScript), the same in our monitors and in
 * the baselines. It must stay self-contained: Playwright sends its source text to the page.
 *
 * Update-to-paint: every live value carries `ts`, when it left the exchange (timeOrigin + now(), the same
 * clock as the page's on one machine), and the cells showing it carry it as `data-ts`. A MutationObserver
 * sees the attribute change; the next animation frame stands for the paint (an upper bound by at most a
 * frame when the change itself happened inside a frame callback). Values of one exchange tick share their
 * `ts`: one sample per tick and frame, so a table showing all markets weighs no more than one showing few.
 */
export function installProbe(): void {
  const g = globalThis as unknown as ProbeGlobals;
  const clock = () => g.performance.timeOrigin + g.performance.now();
  const s = { running: false, started: 0, last: 0, scheduled: false, mutations: 0, pending: [] as number[], latencies: [] as number[], frames: [] as number[], longTasks: [] as number[], longTaskStarts: [] as number[], slowFrames: [] as string[] };

  const paint = () => {
    s.scheduled = false;
    const now = clock();
    const seen = new Set<number>();
    for (const ts of s.pending) {
      if (seen.has(ts)) continue;
      seen.add(ts);
      s.latencies.push(now - ts);
    }
    s.pending.length = 0;
  };
  new g.MutationObserver((records) => {
    if (!s.running) return;
    for (const record of records) {
      const ts = Number(record.target.getAttribute('data-ts'));
      if (ts > 0) s.pending.push(ts);
    }
    s.mutations += records.length;
    if (!s.scheduled && s.pending.length > 0) {
      s.scheduled = true;
      g.requestAnimationFrame(paint);
    }
  }).observe(g.document, { subtree: true, attributes: true, attributeFilter: ['data-ts'] });

  new g.PerformanceObserver((list) => {
    if (!s.running) return;
    for (const entry of list.getEntries()) {
      if (entry.startTime < s.started) continue;
      s.longTasks.push(entry.duration);
      s.longTaskStarts.push(g.performance.timeOrigin + entry.startTime);
    }
  }).observe({ type: 'longtask' });

  // Long animation frames name the scripts that made them long (Chromium 123 on): what a long task was.
  try {
    new g.PerformanceObserver((list) => {
      if (!s.running) return;
      for (const entry of list.getEntries()) {
        if (entry.startTime < s.started || entry.duration <= 50) continue;
        const scripts = [...(entry.scripts ?? [])].sort((a, b) => b.duration - a.duration).slice(0, 3);
        const what = scripts.map((x) => `${Math.round(x.duration)} ms ${x.invoker} ${x.sourceFunctionName || '?'} @${x.sourceURL.split('/').pop() ?? ''}:${x.sourceCharPosition}`).join('; ');
        s.slowFrames.push(`${Math.round(entry.duration)} ms frame (blocking ${Math.round(entry.blockingDuration)}): ${what || 'no script (style, layout, paint or GC)'}`);
      }
    }).observe({ type: 'long-animation-frame' });
  } catch {
    // Not in this browser: the long tasks are still counted.
  }

  const frame = (time: number) => {
    if (!s.running) return;
    s.frames.push(time - s.last);
    s.last = time;
    g.requestAnimationFrame(frame);
  };

  g.__liveProbe = {
    start() {
      Object.assign(s, { running: true, started: g.performance.now(), mutations: 0, pending: [], latencies: [], frames: [], longTasks: [], longTaskStarts: [], slowFrames: [] });
      g.requestAnimationFrame((time) => {
        s.last = time;
        g.requestAnimationFrame(frame);
      });
    },
    stop() {
      s.running = false;
      return { latencies: s.latencies, frames: s.frames, longTasks: s.longTasks, longTaskStarts: s.longTaskStarts, slowFrames: s.slowFrames, mutations: s.mutations, elapsedMs: g.performance.now() - s.started };
    },
  };
}

export const startProbe = (page: Page): Promise<void> => page.evaluate(() => (globalThis as unknown as ProbeGlobals).__liveProbe?.start());

export async function stopProbe(page: Page): Promise<ProbeResult> {
  const result = await page.evaluate(() => (globalThis as unknown as ProbeGlobals).__liveProbe?.stop());
  if (!result) throw new Error(`The live probe is missing in ${page.url()}`);
  return result;
}

/** Values on the page that carry an exchange timestamp (the window is streaming once there are some). */
export const stampedCount = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('[data-ts]').length);
