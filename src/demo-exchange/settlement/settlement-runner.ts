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
 */
export const workerRunner = (scriptPath: string, dataDir: string, gate: WriteGate, log: (line: string) => void): SettlementRunner => {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(answer: JobAnswer): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(scriptPath, { workerData: { dataDir } });
    thread.on('message', (reply: WorkerReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.ok) {
        log(`settlement worker: ${reply.answer.settlement.betCount} bets ${reply.answer.replayed ? 'replayed' : 'done'} in ${Math.round(reply.ms)} ms`);
        pending?.resolve(reply.answer);
      }
      else pending?.reject(new ApiError(reply.status, reply.body));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      worker = undefined;
      failAll(new Error('The settlement worker stopped.'));
    });
    worker = thread;
    return thread;
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run: (job) => {
      const next = queue.then(() =>
        gate.hold(
          () =>
            new Promise<JobAnswer>((resolve, reject) => {
              const id = (nextId += 1);
              waiting.set(id, { resolve, reject });
              started().postMessage({ id, job });
            }),
        ),
      );
      queue = next.catch(() => undefined);
      return next;
    },
    close: async () => {
      await worker?.terminate();
    },
  };
};

/** The worker runner when its script was built next to the demo, else in process. */
export const settlementRunner = (db: DatabaseSync, dataDir: string, gate: WriteGate, scriptPath: string | undefined, log: (line: string) => void): SettlementRunner =>
  scriptPath && existsSync(scriptPath) ? workerRunner(scriptPath, dataDir, gate, log) : inProcessRunner(db);
