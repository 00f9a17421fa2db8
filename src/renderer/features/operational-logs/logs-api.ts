import type { AuditListInput } from '@shared/contract/audit';
import { audit } from '@shared/contract/audit';
import { readTags } from '@shared/contract/operation';
import { cronLogs } from '@shared/contract/cron-logs';
import { queryOptions } from '@tanstack/react-query';
import { operationQuery } from '@renderer/app/data/operations';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';

/** Cron jobs run every minute in the demo; a refresh every 30 s keeps the table current without blanking it. */
export const CRON_REFRESH_MS = 30_000;

/** @deprecated — use useOperation(cronLogs.list, {}). Kept for the cron logs table until it moves onto the ServerTable kit. */
export const cronLogsQuery = () => operationQuery(cronLogs.list, {});

/** @deprecated — use useOperation. Kept for the audit table until it moves onto the ServerTable kit. */
export const AUDIT_KEY = [audit.list.id] as const;

/**
 * @deprecated — use useOperation. Kept for the audit table until it moves onto the ServerTable kit.
 * Only the tab's first load blanks the screen; a new page or filter keeps the rows with a progress bar.
 */
export const auditQuery = (input: AuditListInput, firstLoad: boolean) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, input],
    // The page remembers where it starts, so the info line matches the rows while the next page loads.
    queryFn: async () => ({ ...unwrap(await exchange().audit.list(input)), start: input.start }),
    meta: { spinner: firstLoad, reads: readTags(audit.list, input) },
  });
