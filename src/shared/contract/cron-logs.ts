import { z } from 'zod';
import { http } from './operation';

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

export const cronLogs = {
  /** Spec §7: "Cron logs list", empty payload, answers a data array. */
  list: http({
    id: 'cronLogs.list',
    http: { method: 'POST', path: '/cron-log-list' },
    access: 'operationalLogs',
    input: z.strictObject({}),
    output: z.array(cronLogSchema),
  }),
};
