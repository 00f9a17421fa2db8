import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { LAUNCH_SECRET_PARAM } from '@shared/bridge/protocol';
import { LoginPage } from '../../e2e/pages/login-page';
import { accounts } from '../../e2e/support/accounts';
import { launchBrowser } from '../../e2e/support/browser';
import { LARGE_SEED_READY_TIMEOUT_MS, startConsole } from '../../e2e/support/console-host';
import { liveFeed } from '../../e2e/support/live-control';
import { cpuProfileDir, startCpuProfile, stopCpuProfile } from './cpu-profile';
import { startTrace, stopTrace, traceDir } from './long-task-trace';
import { installProbe, stampedCount, startProbe, stopProbe, type ProbeResult } from './page-probe';
import { cpuPercent, findHostPid, readCpu } from './process-cpu';
import { startStealSampler, type StealRecord } from './cpu-steal';
import { heapAfterGc, openMetrics } from './window-metrics';

export interface FeedPlan {
  readonly feedRate: number;
  readonly liveMarkets: number;
  readonly windows: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly idleSeconds: number;
  /** More of the demo's environment (DEMO_BET_RATE, DEMO_SEED_BET_HISTORY…). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface VariantPlan {
  readonly label: string;
  /** The address of window `slot` (1…), relative to the console's origin. */
  path(slot: number): string;
  /** Resolves once the window streams: values with a `ts` on screen (and, for a monitor, its feed live). */
  ready(page: Page): Promise<void>;
}

export interface WindowFigures extends ProbeResult {
  readonly heapPeak: number;
  readonly heapAfterGc: number;
  readonly nodes: number;
  /** Share of the window's main thread spent in tasks (CDP TaskDuration), percent of wall time… */
  readonly busy: number;
  /** …of which script, style recalculation and layout (CDP ScriptDuration, RecalcStyleDuration, LayoutDuration). */
  readonly script: number;
  readonly style: number;
  readonly layout: number;
}

export interface VariantFigures {
  readonly label: string;
  readonly windows: WindowFigures[];
  /** Browser host (main core + the embedded exchange) while streaming, percent of one core. */
  readonly hostCpu: number;
  /** The same with the feed running and no window subscribed: the exchange's feed alone. */
  readonly feedOnlyCpu: number;
  /** Every Chromium process while streaming, percent of one core. */
  readonly chromiumCpu: number;
  readonly liveMarkets: number;
  readonly upstreamSockets: number;
  /** CPU time the hypervisor took from the machine while streaming (Linux), sampled every 20 ms. */
  readonly steal: StealRecord;
}

const VIEWPORT = { width: 1280, height: 900 };
const HEAP_SAMPLE_MS = 5_000;

/**
 * One variant on a fresh browser host (fresh data dir: nothing of an earlier run's workspace) and a fresh
 * Chromium: log in, measure the host with the feed alone, open the windows, warm up, then stream and measure.
 */
export async function runVariant(plan: FeedPlan, variant: VariantPlan): Promise<VariantFigures> {
  const host = await startConsole({
    DEMO_SEED_LARGE_CATALOGUE: '1',
    DEMO_LIVE_MARKETS: String(plan.liveMarkets),
    DEMO_FEED_RATE: String(plan.feedRate),
    ...plan.env,
  }, LARGE_SEED_READY_TIMEOUT_MS);
  const browser = await launchBrowser();
  try {
    const feed = await liveFeed(host);
    const first = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await first.goto(host.url);
    const { admin } = accounts(host);
    await new LoginPage(first).loginToDashboard(admin.userName, admin.password);

    // The feed alone: the exchange generates prices whether or not anybody listens.
    const hostPid = findHostPid();
    const idleFrom = readCpu(hostPid);
    await delay(plan.idleSeconds * 1000);
    const feedOnlyCpu = cpuPercent(idleFrom, readCpu(hostPid)).host;
    const { sockets: upstreamSockets } = await liveFeed(host);

    const pages: Page[] = [];
    for (let slot = 1; slot <= plan.windows; slot += 1) pages.push(await openWindow(browser, host.url, variant.path(slot)));
    await Promise.all(pages.map((page) => variant.ready(page)));
    await delay(plan.warmupSeconds * 1000);

    const metrics = await Promise.all(pages.map(openMetrics));
    const before = await Promise.all(metrics.map((m) => m.read()));
    const heapPeak = before.map((m) => m.JSHeapUsedSize ?? 0);
    const cpuFrom = readCpu(hostPid);
    const stealSampler = startStealSampler();
    await Promise.all(pages.map(startProbe));
    const profileDir = cpuProfileDir();
    if (profileDir) await Promise.all(metrics.map((m) => startCpuProfile(m.session)));
    const tracing = traceDir();
    if (tracing && pages[0]) await startTrace(browser, pages[0]);

    const until = performance.now() + plan.seconds * 1000;
    while (performance.now() < until) {
      await delay(Math.min(HEAP_SAMPLE_MS, until - performance.now()));
      const samples = await Promise.all(metrics.map((m) => m.read()));
      samples.forEach((m, i) => (heapPeak[i] = Math.max(heapPeak[i] ?? 0, m.JSHeapUsedSize ?? 0)));
    }

    const probes = await Promise.all(pages.map(stopProbe));
    const steal = stealSampler.stop();
    if (tracing) {
      const slug = variant.label.replace(/[^a-z0-9]+/gi, '-').slice(0, 40).toLowerCase();
      console.log([`Long tasks in the trace (${tracing}/${slug}.json):`, ...(await stopTrace(browser, tracing, slug)).map((l) => `  ${l}`)].join('\n'));
    }
    if (profileDir) {
      const slug = variant.label.replace(/[^a-z0-9]+/gi, '-').slice(0, 40).toLowerCase();
      const tops = await Promise.all(metrics.map((m, i) => stopCpuProfile(m.session, profileDir, `${slug}-window-${i + 1}`)));
      tops.forEach((lines, i) => console.log([`Window ${i + 1}, most self time (profile in ${profileDir}):`, ...lines.map((l) => `  ${l}`)].join('\n')));
    }
    const cpu = cpuPercent(cpuFrom, readCpu(hostPid));
    const after = await Promise.all(metrics.map((m) => m.read()));
    const collected = await Promise.all(metrics.map(heapAfterGc));
    // Durations and Timestamp are in seconds: the share of the streaming time, in percent.
    const share = (i: number, name: string) =>
      (((after[i]?.[name] ?? 0) - (before[i]?.[name] ?? 0)) / ((after[i]?.Timestamp ?? 1) - (before[i]?.Timestamp ?? 0))) * 100;

    return {
      label: variant.label,
      windows: probes.map((probe, i) => ({
        ...probe,
        heapPeak: heapPeak[i] ?? NaN,
        heapAfterGc: collected[i]?.JSHeapUsedSize ?? NaN,
        nodes: collected[i]?.Nodes ?? NaN,
        busy: share(i, 'TaskDuration'),
        script: share(i, 'ScriptDuration'),
        style: share(i, 'RecalcStyleDuration'),
        layout: share(i, 'LayoutDuration'),
      })),
      hostCpu: cpu.host,
      feedOnlyCpu,
      chromiumCpu: cpu.others,
      liveMarkets: feed.markets,
      upstreamSockets,
      steal,
    };
  } finally {
    await browser.close();
    await host.stop();
  }
}

/**
 * A window of its own: a browser context per window. Pages of one context are tabs of one headless window,
 * and Chromium gives the tabs behind the front one a frame a second once they are busy; monitor windows
 * (Electron BrowserWindows, or tabs the user pulls out into windows) are all on screen. The launch address
 * with `path` gives the context the host's cookie and lands on `path`; the session is the main core's.
 */
export async function openWindow(browser: Browser, launchUrl: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const url = new URL(path, launchUrl);
  url.searchParams.set(LAUNCH_SECRET_PARAM, new URL(launchUrl).searchParams.get(LAUNCH_SECRET_PARAM) ?? '');
  await page.goto(url.toString());
  return page;
}

/** Waits (polling the page, no fixed sleep) until it shows stamped values. */
export async function waitForStamps(page: Page, timeoutMs = 60_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while ((await stampedCount(page)) === 0) {
    if (performance.now() > until) throw new Error(`${page.url()} shows no live value after ${timeoutMs} ms`);
    await delay(200);
  }
}
