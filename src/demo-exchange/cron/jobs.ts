import { pruneAuditLog } from '../db/audit';
import { pruneCronLogs } from '../areas/cron-logs/store';
import { pruneLoginHistory } from '../db/login-history';
import { generateVirtualResults } from '../settlement/virtual-results';
import type { CronJobType } from '@shared/contract/cron-logs';
import type { CronJob } from './scheduler';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export const LOGIN_HISTORY_RETENTION_DAYS = 90;
export const AUDIT_RETENTION_DAYS = 400;
export const CRON_LOG_RETENTION_DAYS = 30;

/** A job of the demo's: its key one the Operational Logs screen names in words (CRON_JOB_LABELS). */
type DemoCronJob = CronJob & { readonly type: CronJobType };

/** The demo's housekeeping. Later areas append their jobs (settlement sweeps, exposure recalculation...), labelled in cron-logs.ts. */
export const CRON_JOBS: readonly DemoCronJob[] = [
  {
    type: 'session-cleanup',
    firstWindowHours: 24,
    run: (db, now) => void pruneLoginHistory(db, daysBefore(now, LOGIN_HISTORY_RETENTION_DAYS)),
  },
  {
    type: 'audit-compaction',
    firstWindowHours: 24,
    run: (db, now) => void pruneAuditLog(db, daysBefore(now, AUDIT_RETENTION_DAYS)),
  },
  {
    type: 'cron-log-retention',
    firstWindowHours: 24,
    run: (db, now) => void pruneCronLogs(db, daysBefore(now, CRON_LOG_RETENTION_DAYS)),
  },
  {
    // Virtual markets whose scheduled time has come get the seeded model's result (to be verified by staff).
    type: 'virtual-results',
    firstWindowHours: 1,
    run: (db, now) => void generateVirtualResults(db, now),
  },
];
