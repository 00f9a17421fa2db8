import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonitorPage } from '../e2e/pages/monitor-page';
import { baselinePath, installBaselines } from './live/baselines-site';
import { comparisonTable, notBetter, summarise, windowTable, type Summary } from './live/report';
import { runVariant, waitForStamps, type FeedPlan, type VariantFigures, type VariantPlan } from './live/run-variant';

/**
 * Issue 5's speed figures (`npm run bench`, not part of `npm test`): 5,000 price updates per second across
 * 2,000 live markets into 4 monitor windows (browser host tabs) for BENCH_LIVE_SECONDS (60 by default).
 * The same feed then goes, in the same run, through two baselines rendering the same table from the same
 * bridge subscription: (a) naive React state per message, (b) AG Grid Community with asynchronous
 * transactions. Each variant on a fresh host and data dir, one after the other (two cores).
 * Figures against the goals, not assertions; only gross regressions fail it.
 */
const seconds = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const PLAN: FeedPlan = { feedRate: 5_000, liveMarkets: 2_000, windows: 4, seconds, warmupSeconds: 5, idleSeconds: 5 };
const VARIANT_TIMEOUT_MS = (PLAN.seconds + PLAN.warmupSeconds + PLAN.idleSeconds + 120) * 1000;
const GROSS_P95_MS = 1_000;
const GOAL_P95_MS = 100;

const VARIANTS: Record<'ours' | 'naive' | 'agGrid', VariantPlan> = {
  ours: {
    label: 'Ours: market monitor windows (/monitor/market/1…4)',
    path: (slot) => `/monitor/market/${slot}`,
    ready: async (page) => {
      await new MonitorPage(page).waitUntilLive(60_000);
      await waitForStamps(page);
    },
  },
  naive: { label: '(a) Naive React baseline: state per message, whole table re-rendered', path: () => baselinePath('naive'), ready: (page) => waitForStamps(page) },
  agGrid: { label: '(b) AG Grid Community baseline: applyTransactionAsync', path: () => baselinePath('ag-grid'), ready: (page) => waitForStamps(page) },
};

const results: Partial<Record<keyof typeof VARIANTS, VariantFigures>> = {};
let removeBaselines: (() => Promise<void>) | undefined;

beforeAll(async () => {
  removeBaselines = await installBaselines();
});

afterAll(async () => {
  await removeBaselines?.();
});

describe(`Live monitors benchmark (${PLAN.feedRate.toLocaleString('en')} updates/s, ${PLAN.liveMarkets.toLocaleString('en')} markets, ${PLAN.windows} windows, ${PLAN.seconds} s)`, () => {
  for (const key of ['ours', 'naive', 'agGrid'] as const) {
    it(
      VARIANTS[key].label,
      async () => {
        const figures = await runVariant(PLAN, VARIANTS[key]);
        results[key] = figures;
        console.log(windowTable(figures));
        expect(figures.liveMarkets, 'the large seed has 2,000 live markets').toBe(PLAN.liveMarkets);
      },
      VARIANT_TIMEOUT_MS,
    );
  }

  it('ours against both baselines', () => {
    const ours = results.ours;
    expect(ours, 'our variant ran').toBeDefined();
    if (!ours) return;
    const summary = summarise(ours);
    const naive = results.naive && summarise(results.naive);
    const agGrid = results.agGrid && summarise(results.agGrid);
    const longTasks = ours.windows.reduce((sum, w) => sum + w.longTasks.length, 0);
    const misses = notBetter(summary, [['naive', naive], ['AG Grid', agGrid]] as Array<[string, Summary | undefined]>);
    console.log(
      [
        comparisonTable(`Update-to-paint and frames, ${PLAN.windows} windows each, ${PLAN.seconds} s of ${PLAN.feedRate.toLocaleString('en')} updates/s over ${PLAN.liveMarkets.toLocaleString('en')} markets (ratios ours / baseline)`, summary, [['naive React', naive], ['AG Grid', agGrid]]),
        'Goals',
        `  no long task while streaming: ${longTasks === 0 ? 'yes' : `NO (${longTasks} in ${PLAN.windows} windows)`}`,
        `  p95 update-to-paint under ${GOAL_P95_MS} ms: ${summary.p95 < GOAL_P95_MS ? 'yes' : 'NO'} (${summary.p95.toFixed(1)} ms)`,
        `  better than both on every figure: ${misses.length === 0 ? 'yes' : `no: ${misses.join('; ')}`}`,
        'Note: our market monitor subscribes to the prices of the rows on screen (and a margin); the baselines take every price.',
      ].join('\n'),
    );
    for (const [i, w] of ours.windows.entries()) expect(w.latencies.length, `our window ${i + 1} painted no update`).toBeGreaterThan(0);
    expect(summary.p95, 'our p95 update-to-paint').toBeLessThan(GROSS_P95_MS);
  });
});
