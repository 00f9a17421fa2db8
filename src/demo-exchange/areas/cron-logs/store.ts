import type { DatabaseSync } from 'node:sqlite';
import type { CronLog } from '@shared/contract';

export type CronStatus = 'running' | 'success' | 'failed';

export const startCronLog = (db: DatabaseSync, cronType: string, start: Date, hours: number): number => {
  const at = start.toISOString();
  const result = db
    .prepare('INSERT INTO cron_logs (cronType, cronStart, cronEnd, status, hours, updatedAt) VALUES (?, ?, NULL, ?, ?, ?)')
    .run(cronType, at, 'running', hours, at);
  return Number(result.lastInsertRowid);
};

export const finishCronLog = (db: DatabaseSync, id: number, status: CronStatus, end: Date, error?: string): void => {
  const at = end.toISOString();
  db.prepare('UPDATE cron_logs SET cronEnd = ?, status = ?, error = ?, updatedAt = ? WHERE id = ?').run(at, status, error ?? null, at, id);
};

/** A finished row in one go (seeded history). */
export const insertCronLog = (db: DatabaseSync, log: CronLog): void => {
  db.prepare('INSERT INTO cron_logs (cronType, cronStart, cronEnd, status, hours, updatedAt) VALUES (?, ?, ?, ?, ?, ?)').run(
    log.cronType,
    log.cronStart,
    log.cronEnd,
    log.status,
    log.hours,
    log.updatedAt,
  );
};

export const lastCronStart = (db: DatabaseSync, cronType: string): Date | undefined => {
  const row = db.prepare('SELECT MAX(cronStart) AS start FROM cron_logs WHERE cronType = ?').get(cronType);
  return typeof row?.start === 'string' ? new Date(row.start) : undefined;
};

export const listCronLogs = (db: DatabaseSync, limit: number): CronLog[] =>
  db
    .prepare('SELECT cronType, cronStart, cronEnd, status, hours, updatedAt FROM cron_logs ORDER BY cronStart DESC, id DESC LIMIT ?')
    .all(limit)
    .map((row) => ({
      cronType: String(row.cronType),
      cronStart: String(row.cronStart),
      cronEnd: typeof row.cronEnd === 'string' ? row.cronEnd : null,
      status: String(row.status),
      hours: Number(row.hours),
      updatedAt: String(row.updatedAt),
    }));

export const pruneCronLogs = (db: DatabaseSync, before: Date): number =>
  Number(db.prepare('DELETE FROM cron_logs WHERE cronStart < ?').run(before.toISOString()).changes);
