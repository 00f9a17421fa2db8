import { existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import type { ExchangeMessage } from '@shared/errors/extract-message';
import { ApiError } from '../http/api-error';
import { runSettlementJob, type JobAnswer, type SettlementJob } from './settlement-jobs';
import type { WriteGate } from './write-gate';

/** Where settlements run: in the worker thread (the demo as shipped) or in process (unit tests). */
export interface SettlementRunner {
  run(job: SettlementJob): Promise<JobAnswer>;
  close(): Promise<void>;
}

/** What the worker answers for one job. */
export type WorkerReply = { readonly id: number; readonly ok: true; readonly answer: JobAnswer; readonly ms: number } | { readonly id: number; readonly ok: false; readonly status: number; readonly body: ExchangeMessage };

/** In the caller's thread: for tests, and where the worker script is not built. */
export const inProcessRunner = (db: DatabaseSync): SettlementRunner => ({
  run: async (job) => runSettlementJob(db, job),
  close: async () => {},
});

/**
 * In a worker thread with its own connection to the database file: a settlement of 100,000 bets takes
 * seconds, and the event loop that serves the API and the live feed must not wait for it. Jobs run one at
 * a time; while one runs, the write gate holds the demo's other writers back (WAL readers go on).
 * A worker that cannot start or dies hands its job, and every later one, to `fallback` (in process):
 * safe, because a settle repeats by its key and an unsettle refuses what is already undone.
 */
export const workerRunner = (scriptPath: string, dataDir: string, gate: WriteGate, log: (line: string) => void, fallback: SettlementRunner): SettlementRunner => {
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<number, { job: SettlementJob; resolve(answer: JobAnswer): void; reject(error: Error): void }>();
  const giveUp = (why: string) => {
    if (!broken) log(`settlement worker: ${why}; settling in process from now on`);
    broken = true;
    worker = undefined;
    for (const pending of waiting.values()) fallback.run(pending.job).then(pending.resolve, pending.reject);
    waiting.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(scriptPath, { workerData: { dataDir } });
    thread.on('message', (reply: WorkerReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (!reply.ok) return pending?.reject(new ApiError(reply.status, reply.body));
      log(`settlement worker: ${reply.answer.settlement.betCount} bets ${reply.answer.replayed ? 'replayed' : 'done'} in ${Math.round(reply.ms)} ms`);
      pending?.resolve(reply.answer);
    });
    thread.on('error', (error) => giveUp(`failed (${error.message})`));
    thread.on('exit', (code) => {
      if (waiting.size > 0 || code !== 0) giveUp(`stopped (exit code ${code})`);
      worker = undefined;
    });
    worker = thread;
    return thread;
  };
  const inWorker = (job: SettlementJob) =>
    new Promise<JobAnswer>((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, { job, resolve, reject });
      started().postMessage({ id, job });
    });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run: (job) => {
      const next = queue.then(() => gate.hold(() => (broken ? fallback.run(job) : inWorker(job))));
      queue = next.catch(() => undefined);
      return next;
    },
    close: async () => {
      const thread = worker;
      worker = undefined;
      broken = true;
      await thread?.terminate();
    },
  };
};

/** The worker runner when its script was built next to the demo, else in process. */
export const settlementRunner = (db: DatabaseSync, dataDir: string, gate: WriteGate, scriptPath: string | undefined, log: (line: string) => void): SettlementRunner =>
  scriptPath && existsSync(scriptPath) ? workerRunner(scriptPath, dataDir, gate, log, inProcessRunner(db)) : inProcessRunner(db);
