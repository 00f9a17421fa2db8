import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listCronLogs } from '../areas/cron-logs/store';
import { runMigrations } from '../db/migrations';
import { CRON_JOBS } from './jobs';
import { startScheduler, type CronJob } from './scheduler';

const HOUR = 3_600_000;
let db: DatabaseSync;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 5, 1, 12) });
  db = new DatabaseSync(':memory:');
  runMigrations(db);
});
afterEach(() => {
  db.close();
  vi.useRealTimers();
});

const byType = (type: string) => listCronLogs(db, 100).filter((log) => log.cronType === type);

describe('the cron scheduler', () => {
  it('runs every job at start and then every interval, logging each run with the window it covered', async () => {
    const run = vi.fn();
    const scheduler = startScheduler({ db, jobs: [{ type: 'tick', firstWindowHours: 24, run }], intervalMs: HOUR, log: () => {} });
    await scheduler.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    const [latest, first] = byType('tick');
    expect(first).toMatchObject({ status: 'success', hours: 24, cronStart: '2025-06-01T12:00:00.000Z' });
    expect(latest).toMatchObject({ status: 'success', hours: 1, cronStart: '2025-06-01T13:00:00.000Z' });
    expect(latest?.cronEnd).not.toBeNull();
    await scheduler.stop();
  });

  it('records a job that throws as failed and keeps running the others', async () => {
    const log = vi.fn();
    const jobs: CronJob[] = [
      { type: 'broken', firstWindowHours: 1, run: () => Promise.reject(new Error('disk full')) },
      { type: 'fine', firstWindowHours: 1, run: () => {} },
    ];
    const scheduler = startScheduler({ db, jobs, intervalMs: HOUR, log });
    await scheduler.runNow();
    expect(byType('broken')[0]?.status).toBe('failed');
    expect(byType('fine')[0]?.status).toBe('success');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('broken failed: disk full'));
    await scheduler.stop();
  });

  it('runs nothing more after stop', async () => {
    const run = vi.fn();
    const scheduler = startScheduler({ db, jobs: [{ type: 'tick', firstWindowHours: 1, run }], intervalMs: HOUR, log: () => {} });
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('prunes login history older than 90 days in session-cleanup', async () => {
    const insert = db.prepare("INSERT INTO login_history (userName, at, ip, outcome) VALUES ('a', ?, '127.0.0.1', 'success')");
    insert.run(new Date(Date.now() - 91 * 24 * HOUR).toISOString());
    insert.run(new Date(Date.now() - 89 * 24 * HOUR).toISOString());
    const scheduler = startScheduler({ db, jobs: CRON_JOBS, intervalMs: HOUR, log: () => {} });
    await scheduler.runNow();
    expect(db.prepare('SELECT COUNT(*) AS n FROM login_history').get()?.n).toBe(1);
    expect(CRON_JOBS.map((job) => byType(job.type)[0]?.status)).toEqual(CRON_JOBS.map(() => 'success'));
    await scheduler.stop();
  });
});
