import { z } from 'zod';
import { wholeList } from './factories';
import { area } from './operation';

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
