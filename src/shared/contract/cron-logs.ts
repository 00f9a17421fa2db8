import { z } from 'zod';
import { wholeList } from './factories';
import { area } from './operation';

/**
 * The demo exchange's cron jobs by the key it records as Cron Type (src/demo-exchange/cron/jobs.ts), in words
 * for the Operational Logs screen; a job a real exchange runs besides shows by its key, as it comes.
 */
export const CRON_JOB_LABELS = {
  'session-cleanup': 'Session cleanup',
  'audit-compaction': 'Audit compaction',
  'cron-log-retention': 'Cron log retention',
  'virtual-results': 'Virtual results',
} as const satisfies Readonly<Record<string, string>>;
export type CronJobType = keyof typeof CRON_JOB_LABELS;

/** A Cron Type in words: a known job's name, any other key as the exchange sent it. */
export const cronTypeLabel = (cronType: string): string => (Object.hasOwn(CRON_JOB_LABELS, cronType) ? CRON_JOB_LABELS[cronType as CronJobType] : cronType);

export const cronLogSchema = z
  .object({
    cronType: z.string(),
    cronStart: z.string(),
    cronEnd: z.string().nullable(),
    status: z.string(),
    hours: z.number(),
    updatedAt: z.string(),
  })
  .loose();
export type CronLog = z.infer<typeof cronLogSchema>;

export const cronLogs = area('cronLogs', {
  /** Empty payload, answers a data array; §7 names it twice (known shapes, and beside projects). */
  list: wholeList({
    path: '/cron-log-list',
    access: 'operationalLogs',
    spec: ['known.cronLogsList', 'whiteLabel.cronLogList'],
    reads: ['cronLogs'],
    row: cronLogSchema,
  }),
});
