import { median, percentile } from '../stats';
import type { VariantFigures } from './run-variant';
import { spansLosing, stealShare, stolenDuring } from './cpu-steal';

const MB = 1024 * 1024;
const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const max = (values: number[]): number => values.reduce((m, v) => Math.max(m, v), -Infinity);

/** A text table with a header row; the first column left-aligned, the others right-aligned. */
export function grid(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(' | ')} |`;
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  return [title, rule, line(header), rule, ...rows.map(line), rule].join('\n');
}

const f1 = (v: number): string => (Number.isFinite(v) ? v.toFixed(1) : '–');
const f0 = (v: number): string => (Number.isFinite(v) ? v.toFixed(0) : '–');

/** One variant, window by window. */
export function windowTable(v: VariantFigures): string {
  const rows = v.windows.map((w, i) => [
    `window ${i + 1}`,
    f0(w.latencies.length),
    f0(w.mutations / (w.elapsedMs / 1000)),
    f1(median(w.latencies)),
    f1(percentile(w.latencies, 95)),
    f1(median(w.frames)),
    f1(percentile(w.frames, 95)),
    f1(max(w.frames)),
    `${w.longTasks.length}`,
    f1(max([0, ...w.longTasks])),
    f1(w.heapAfterGc / MB),
    f1(w.heapPeak / MB),
    f0(w.nodes),
    `${f0(w.busy)} (${f0(w.script)}/${f0(w.style)}/${f0(w.layout)})`,
  ]);
  const header = ['', 'samples', 'ts-changes/s', 'paint p50 ms', 'paint p95 ms', 'frame p50', 'frame p95', 'frame max', 'long tasks', 'longest ms', 'heap MB (GC)', 'heap peak MB', 'DOM nodes', 'main thread busy % (js/style/layout)'];
  const note = `host CPU ${f0(v.hostCpu)} % of a core while streaming (feed alone, no window: ${f0(v.feedOnlyCpu)} %), Chromium ${f0(v.chromiumCpu)} %; ${v.liveMarkets} live markets; upstream sockets before the windows: ${v.upstreamSockets}`;
  const slow = v.windows.flatMap((w, i) => w.slowFrames.slice(0, 5).map((line) => `  window ${i + 1}: ${line}`));
  return [grid(v.label, header, rows), note, stealNote(v), ...(slow.length > 0 ? ['Long animation frames (what ran):', ...slow] : [])].join('\n');
}

/** What the hypervisor took while streaming, overall and around each long task. */
function stealNote(v: VariantFigures): string {
  const share = stealShare(v.steal);
  if (!Number.isFinite(share)) return 'CPU time taken by the hypervisor (steal): not measured on this system';
  const tasks = v.windows.flatMap((w, i) =>
    w.longTasks.map((ms, k) => {
      const start = w.longTaskStarts[k] ?? NaN;
      return `window ${i + 1}: ${f0(ms)} ms task, ${f0(stolenDuring(v.steal, start, start + ms))} ms stolen around it`;
    }),
  );
  return [
    `CPU time taken by the hypervisor (steal) while streaming: ${share.toFixed(2)} % of the machine's ${v.steal.cpus} CPUs; 100 ms spans losing 20 ms or more: ${spansLosing(v.steal, 20)}`,
    ...(tasks.length > 0 ? [`  long tasks (steal counted from the sample before each to the one after, all CPUs): ${tasks.join('; ')}`] : []),
  ].join('\n');
}

/** The figures compared between variants: all of them lower is better. */
export interface Summary {
  readonly p50: number;
  readonly p95: number;
  readonly frameP50: number;
  readonly frameP95: number;
  readonly frameMax: number;
  readonly longTasks: number;
  readonly heap: number;
  readonly busy: number;
  readonly hostCpu: number;
  readonly fanOutCpu: number;
  readonly chromiumCpu: number;
}

export function summarise(v: VariantFigures): Summary {
  const all = (pick: (w: VariantFigures['windows'][number]) => number[]) => v.windows.flatMap(pick);
  return {
    p50: median(all((w) => w.latencies)),
    p95: percentile(all((w) => w.latencies), 95),
    frameP50: median(all((w) => w.frames)),
    frameP95: percentile(all((w) => w.frames), 95),
    frameMax: max(all((w) => w.frames)),
    longTasks: mean(v.windows.map((w) => w.longTasks.length)),
    heap: mean(v.windows.map((w) => w.heapAfterGc)) / MB,
    busy: mean(v.windows.map((w) => w.busy)),
    hostCpu: v.hostCpu,
    fanOutCpu: v.hostCpu - v.feedOnlyCpu,
    chromiumCpu: v.chromiumCpu,
  };
}

/** [figure, label, one of the figures (counted in "better on every figure") or a figure of ours]. */
const FIGURES: Array<[keyof Summary, string, boolean]> = [
  ['p50', 'update → paint p50 (ms)', true],
  ['p95', 'update → paint p95 (ms)', true],
  ['frameP50', 'frame time p50 (ms)', true],
  ['frameP95', 'frame time p95 (ms)', true],
  ['frameMax', 'frame time max (ms)', true],
  ['longTasks', 'long tasks > 50 ms, per window', true],
  ['heap', 'JS heap per window after GC (MB)', true],
  ['hostCpu', 'main core + exchange CPU (% of a core)', true],
  ['fanOutCpu', '  less the feed alone (no window)', false],
  ['busy', '(extra) window main thread busy (%)', false],
  ['chromiumCpu', '(extra) Chromium, all processes (% of a core)', false],
];

/** ours / theirs; "=" when both are 0. */
const ratio = (ours: number, theirs: number): string => {
  if (ours === 0 && theirs === 0) return '=';
  if (theirs === 0) return '∞';
  return `${(ours / theirs).toFixed(2)}x`;
};

/** Better: at least 5 % lower; same: within 5 %; worse otherwise. */
export const verdict = (ours: number, theirs: number): 'better' | 'same' | 'worse' =>
  ours === theirs || Math.abs(ours - theirs) <= 0.05 * Math.max(Math.abs(ours), Math.abs(theirs)) ? 'same' : ours < theirs ? 'better' : 'worse';

/** Ours against each named baseline: the figures side by side, then ours / baseline per figure. */
export function comparisonTable(title: string, ours: Summary, baselines: ReadonlyArray<readonly [string, Summary | undefined]>): string {
  const cell = (s: Summary | undefined, key: keyof Summary) => (s ? f1(s[key]) : 'n/a');
  const vs = (s: Summary | undefined, key: keyof Summary) => (s ? `${ratio(ours[key], s[key])} ${verdict(ours[key], s[key])}` : 'n/a');
  const rows = FIGURES.map(([key, label]) => [label, cell(ours, key), ...baselines.map(([, s]) => cell(s, key)), ...baselines.map(([, s]) => vs(s, key))]);
  return grid(title, ['figure (lower is better)', 'ours', ...baselines.map(([name]) => name), ...baselines.map(([name]) => `ours / ${name}`)], rows);
}

/** The figures where we are not better than a baseline. */
export function notBetter(ours: Summary, others: Array<[string, Summary | undefined]>): string[] {
  const out: string[] = [];
  for (const [name, theirs] of others) {
    if (!theirs) continue;
    for (const [key, label, counted] of FIGURES) if (counted && verdict(ours[key], theirs[key]) !== 'better') out.push(`${label} vs ${name}: ${verdict(ours[key], theirs[key])}`);
  }
  return out;
}
