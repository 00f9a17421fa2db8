import type { AuditListInput } from '@shared/contract/audit';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { bridgeQuery } from '@renderer/app/query';

/** Cron jobs run every minute in the demo; a refresh every 30 s keeps the table current without blanking it. */
export const CRON_REFRESH_MS = 30_000;

export const cronLogsQuery = () => bridgeQuery(['cronLogs.list'], () => exchange().cronLogs.list({}));

export const AUDIT_KEY = ['audit.list'] as const;
/** Only the tab's first load blanks the screen; a new page or filter keeps the rows with a progress bar. */
export const auditQuery = (input: AuditListInput, firstLoad: boolean) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, input],
    // The page remembers where it starts, so the info line matches the rows while the next page loads.
    queryFn: async () => ({ ...unwrap(await exchange().audit.list(input)), start: input.start }),
    meta: { spinner: firstLoad },
  });
