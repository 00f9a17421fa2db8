import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../e2e/pages/login-page';
import { accounts } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { startConsole, type ConsoleHost } from '../e2e/support/console-host';
import { median, ms, percentile, table } from './stats';

/**
 * Issue 14's figures: one window playing a wall of 8 HLS streams for 60 s, then four windows (walls 1–4,
 * 32 streams) for 30 s, on this machine. Per window: time to first frame per tile, stalls (a tile whose
 * video did not advance over 2 s), dropped and shown frames, CPU (the page's task time over the run) and
 * JavaScript heap. Figures, not a timed test; only gross failures fail it (a tile that never plays).
 */
const SINGLE_SECONDS = 60;
const FOUR_SECONDS = 30;
const STALL_WINDOW_S = 2;

/** CPU seconds used so far by every Chromium process (decoding runs outside the pages' main threads); 0 without /proc. */
const chromiumCpuSeconds = (): number => {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(chromium')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
};

type Sample = { times: number[]; dropped: number; total: number; firstFrames: number[] };
type VideoLike = { currentTime: number; getVideoPlaybackQuality(): { droppedVideoFrames: number; totalVideoFrames: number } };
type DocLike = { querySelectorAll(s: string): ArrayLike<VideoLike & { closest(s: string): { getAttribute(n: string): string | null } | null }> };

const sample = (page: Page): Promise<Sample> =>
  page.evaluate(() => {
    const videos = Array.from((globalThis as unknown as { document: DocLike }).document.querySelectorAll('video'));
    const quality = videos.map((v) => v.getVideoPlaybackQuality());
    return {
      times: videos.map((v) => v.currentTime),
      dropped: quality.reduce((s, q) => s + q.droppedVideoFrames, 0),
      total: quality.reduce((s, q) => s + q.totalVideoFrames, 0),
      firstFrames: videos.map((v) => Number(v.closest('[data-stream-id]')?.getAttribute('data-first-frame-ms') ?? NaN)).filter((n) => Number.isFinite(n)),
    };
  });

interface WindowRun {
  readonly page: Page;
  readonly metrics: () => Promise<{ taskSeconds: number; heapMb: number }>;
  readonly samples: Sample[];
}

const openWall = async (browserPage: Page, slot: number): Promise<WindowRun> => {
  const page = await browserPage.context().newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    const get = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
    return { taskSeconds: get('TaskDuration'), heapMb: get('JSHeapUsedSize') / 1_048_576 };
  };
  await page.goto(new URL(`/monitor/wall/${slot}`, browserPage.url()).toString());
  await page.getByRole('heading', { name: `Video Wall ${slot}` }).waitFor();
  await page.waitForFunction(() => (globalThis as unknown as { document: DocLike }).document.querySelectorAll('video').length === 8);
  return { page, metrics, samples: [] };
};

/** Samples every window once a second for `seconds`; answers per window its figures. */
const run = async (windows: WindowRun[], seconds: number) => {
  const before = await Promise.all(windows.map((w) => w.metrics()));
  const cpuBefore = chromiumCpuSeconds();
  const started = performance.now();
  for (let s = 0; s <= seconds; s += 1) {
    const due = started + s * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    for (const w of windows) w.samples.push(await sample(w.page));
  }
  const after = await Promise.all(windows.map((w) => w.metrics()));
  const chromiumCpu = ((chromiumCpuSeconds() - cpuBefore) / seconds) * 100;
  return windows.map((w, i) => {
    const first = w.samples[0] as Sample;
    const last = w.samples.at(-1) as Sample;
    let stalls = 0;
    for (let tile = 0; tile < last.times.length; tile += 1) {
      for (let s = STALL_WINDOW_S; s < w.samples.length; s += 1) if ((w.samples[s]?.times[tile] ?? 0) === (w.samples[s - STALL_WINDOW_S]?.times[tile] ?? 0)) stalls += 1;
    }
    const cpu = (((after[i]?.taskSeconds ?? 0) - (before[i]?.taskSeconds ?? 0)) / seconds) * 100;
    return { last, firstFrames: last.firstFrames, stalls, dropped: last.dropped - first.dropped, frames: last.total - first.total, cpu, chromiumCpu, heapMb: after[i]?.heapMb ?? 0 };
  });
};

let host: ConsoleHost;
let browser: Browser;
let hub: Page;

beforeAll(async () => {
  [host, browser] = await Promise.all([startConsole({ DEMO_FEED_RATE: '0', DEMO_BET_RATE: '0' }), launchBrowser()]);
  const context = await browser.newContext();
  hub = await context.newPage();
  await hub.goto(host.url);
  await new LoginPage(hub).loginToDashboard('admin', accounts(host).admin.password);
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const rows = (label: string, figures: Awaited<ReturnType<typeof run>>) =>
  figures.map((f, i) => [
    `${label} ${i + 1}`,
    `first frame median ${ms(median(f.firstFrames))}, max ${ms(Math.max(...f.firstFrames))}; stalled tile-seconds ${f.stalls}; frames ${f.frames}, dropped ${f.dropped}; page main thread ${f.cpu.toFixed(0)} % of a core; heap ${f.heapMb.toFixed(1)} MB`,
  ] as [string, string]);

describe('Video walls benchmark', () => {
  it(`one wall of 8 streams for ${SINGLE_SECONDS} s, then four walls (32 streams) for ${FOUR_SECONDS} s`, async () => {
    const single = await openWall(hub, 1);
    const one = await run([single], SINGLE_SECONDS);
    await single.page.close();
    const walls = await Promise.all([1, 2, 3, 4].map((slot) => openWall(hub, slot)));
    const four = await run(walls, FOUR_SECONDS);
    const allFirst = four.flatMap((f) => f.firstFrames);
    console.log(
      table('Video walls (demo HLS streams, 320×180 H.264 at 15 fps, hls.js light, Chromium without GPU)', [
        ...rows('one wall, window', one),
        ...rows('four walls, window', four),
        ['four walls: first frame over all 32 tiles', `median ${ms(median(allFirst))}, p95 ${ms(percentile(allFirst, 95))}`],
        ['all of Chromium (decoding included), CPU', `one wall ${one[0]?.chromiumCpu.toFixed(0)} %, four walls ${four[0]?.chromiumCpu.toFixed(0)} % of a core`],
      ]),
    );
    expect(one[0]?.firstFrames.length, 'every tile of the single wall shows a frame').toBe(8);
    expect(allFirst.length, 'every tile of the four walls shows a frame').toBe(32);
  }, 240_000);
});
