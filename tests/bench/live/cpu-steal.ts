import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/**
 * Time the hypervisor took from this machine's virtual CPUs ("steal", /proc/stat), sampled while a
 * benchmark streams: a long task in a window whose thread had little script may be a core the machine did
 * not have. Linux only; elsewhere there are no samples and every figure is NaN.
 */
const ticksPerSecond = (): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100; // No getconf (not Linux): there is no /proc/stat to read either.
  }
};
const TICK_MS = 1000 / ticksPerSecond();
const SAMPLE_MS = 20;

interface StealSample {
  /** Wall clock, milliseconds (performance.timeOrigin + now(): the pages' clock on this machine). */
  readonly at: number;
  /** Stolen so far, all CPUs together, milliseconds. */
  readonly stolen: number;
}

export interface StealRecord {
  readonly samples: readonly StealSample[];
  readonly cpus: number;
}

function readSteal(): { stolen: number; cpus: number } | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  // "cpu  user nice system idle iowait irq softirq steal …": steal is the 8th figure.
  const total = lines[0]?.trim().split(/\s+/);
  const steal = Number(total?.[8]);
  if (total?.[0] !== 'cpu' || !Number.isFinite(steal)) return undefined;
  return { stolen: steal * TICK_MS, cpus: lines.filter((l) => /^cpu\d/.test(l)).length };
}

const wallClock = () => performance.timeOrigin + performance.now();

/** Samples every 20 ms until `stop`. */
export function startStealSampler(): { stop(): StealRecord } {
  const samples: StealSample[] = [];
  let cpus = 0;
  const sample = () => {
    const reading = readSteal();
    if (!reading) return;
    cpus = reading.cpus;
    samples.push({ at: wallClock(), stolen: reading.stolen });
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { samples, cpus };
    },
  };
}

/** The last sample at or before `at` (the first if none). */
function before(samples: readonly StealSample[], at: number): StealSample | undefined {
  let found = samples[0];
  for (const s of samples) {
    if (s.at > at) break;
    found = s;
  }
  return found;
}

/** The first sample at or after `at` (the last if none). */
const after = (samples: readonly StealSample[], at: number): StealSample | undefined => samples.find((s) => s.at >= at) ?? samples.at(-1);

/** Milliseconds stolen (all CPUs) from a sample before `from` to one after `to`: up to a sample wider on each side. */
export function stolenDuring(record: StealRecord, from: number, to: number): number {
  const start = before(record.samples, from);
  const end = after(record.samples, to);
  return start && end ? end.stolen - start.stolen : NaN;
}

/** The share of the machine's CPU time the hypervisor took over the whole record, percent. */
export function stealShare(record: StealRecord): number {
  const first = record.samples[0];
  const last = record.samples.at(-1);
  if (!first || !last || last.at <= first.at || record.cpus === 0) return NaN;
  return ((last.stolen - first.stolen) / ((last.at - first.at) * record.cpus)) * 100;
}

/** How many of the record's 100 ms spans lost at least `ms` (all CPUs together). */
export function spansLosing(record: StealRecord, ms: number, spanMs = 100): number {
  const first = record.samples[0];
  const last = record.samples.at(-1);
  if (!first || !last) return 0;
  let count = 0;
  for (let at = first.at; at + spanMs <= last.at; at += spanMs) if (stolenDuring(record, at, at + spanMs) >= ms) count += 1;
  return count;
}
