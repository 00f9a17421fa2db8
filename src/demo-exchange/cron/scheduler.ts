import type { DatabaseSync } from 'node:sqlite';
import { finishCronLog, lastCronStart, startCronLog } from '../areas/cron-logs/store';

export interface CronJob {
  /** Shown as Cron Type on the Operational Logs screen. */
  readonly type: string;
  /** The window a first run covers, in hours (later runs cover the time since the previous run). */
  readonly firstWindowHours: number;
  run(db: DatabaseSync, now: Date): void | Promise<void>;
}

export interface Scheduler {
  /** Runs every job once now (or joins the run under way). */
  runNow(): Promise<void>;
  /** No new runs; resolves once the run under way has finished, so the database can close. */
  stop(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Runs one job and records it: a 'running' row first, then its end and 'success' or 'failed'. */
export const runCronJob = async (db: DatabaseSync, job: CronJob, log: (line: string) => void): Promise<void> => {
  try {
    const start = new Date();
    const previous = lastCronStart(db, job.type);
    const hours = previous ? round2(Math.max(0, start.getTime() - previous.getTime()) / HOUR_MS) : job.firstWindowHours;
    const id = startCronLog(db, job.type, start, hours);
    try {
      await job.run(db, start);
      finishCronLog(db, id, 'success', new Date());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      finishCronLog(db, id, 'failed', new Date(), message.slice(0, 500));
      log(`cron ${job.type} failed: ${message}`);
    }
  } catch (error) {
    // The log itself could not be written (database closing): nothing to record it in.
    log(`cron ${job.type} could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** Runs every job once at start, then every `intervalMs`; runs never overlap. */
export const startScheduler = (options: {
  db: DatabaseSync;
  jobs: readonly CronJob[];
  intervalMs: number;
  log: (line: string) => void;
}): Scheduler => {
  const { db, jobs, intervalMs, log } = options;
  let stopped = false;
  let running: Promise<void> | null = null;

  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      await runCronJob(db, job, log);
    }
  };
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();

  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
