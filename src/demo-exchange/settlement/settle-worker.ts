import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { ApiError } from '../http/api-error';
import { runSettlementJob, type SettlementJob } from './settlement-jobs';
import type { WorkerReply } from './settlement-runner';

/**
 * The settlement worker's entry (built to out/main/settlement-worker.js): its own connection to the demo
 * database, one job at a time, each one transaction. Refusals travel back as the exchange's answers; any
 * other failure as a 500 with no detail (the transaction rolled back).
 */
const db = openDatabase((workerData as { dataDir: string }).dataDir);
// A settlement touches every page of a market's bets and their indexes: room for them all (64 MB).
db.exec('PRAGMA cache_size = -65536');

parentPort?.on('message', ({ id, job }: { id: number; job: SettlementJob }) => {
  let reply: WorkerReply;
  const started = performance.now();
  try {
    reply = { id, ok: true, answer: runSettlementJob(db, job), ms: performance.now() - started };
  } catch (error) {
    reply = error instanceof ApiError ? { id, ok: false, status: error.status, body: error.body } : { id, ok: false, status: 500, body: 'The settlement failed and was rolled back: nothing was paid.' };
  }
  parentPort?.postMessage(reply);
});
