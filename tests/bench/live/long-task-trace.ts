import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Where `BENCH_TRACE` asks for a Chromium trace of the streaming run, and what its long tasks were made of. */
export const traceDir = (): string | undefined => process.env.BENCH_TRACE || undefined;

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'cc'];
const LONG_TASK_US = 50_000;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** Starts a trace of every renderer (a trace records the whole browser; `page` only anchors it). */
export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/**
 * Stops the trace, writes it to `dir/name.json` (open it in DevTools' Performance panel) and answers, for
 * each task over 50 ms on a window's main thread, what it was made of: the longest events inside it by name.
 */
export async function stopTrace(browser: Browser, dir: string, name: string): Promise<string[]> {
  const buffer = await browser.stopTracing();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), buffer);
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && e.dur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`));
  const longTasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US);
  return longTasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.pid !== task.pid || e.tid !== task.tid || e.ts < task.ts || e.ts >= end) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const parts = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([what, us]) => `${what} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    return `renderer ${task.pid}: task ${((task.dur ?? 0) / 1000).toFixed(1)} ms, of which (ms, nested events counted in each): ${parts}`;
  });
}
