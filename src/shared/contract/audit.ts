import { z } from 'zod';
import { dataTableRequestWith } from './data-table';
import { query, withOrder } from './factories';
import { listOrder } from './list-order';
import { area, AUDIT_TAG } from './operation';

export const AUDIT_PAGE_LENGTH = 20;

export const auditRowSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorUserName: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** The target's user name when the target is an account that still exists. */
    targetName: z.string().nullable().optional(),
    /** The course of the race a result, race or event row is about (its market's, runner's or own), when it is a race. */
    course: z.string().optional(),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
  })
  .loose();
export type AuditRow = z.infer<typeof auditRowSchema>;

/**
 * One page of the audit log: a DataTables request (sorted by AUDIT_ORDER, newest first unless asked) with the
 * log's filters. `from`/`to` are instants (the console turns the user's calendar days into them); `userName`
 * matches the actor's user name from its start, case-insensitively.
 */
export const auditListInputSchema = dataTableRequestWith({
  userName: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditListInput = z.input<typeof auditListInputSchema>;

/** The audit table's columns, as numbered in `order[].column`: newest first unless asked otherwise. */
export const AUDIT_ORDER = listOrder({
  columns: ['at', 'user', 'action', 'target', 'before', 'after'],
  sortable: ['at', 'user', 'action'],
  initial: { column: 'at', dir: 'desc' },
});

/**
 * `spec: []`: ours. The audit log of every admin action; the specification shows no call for it, but a
 * console that changes markets and accounts must say who did what. Every write adds a row: `writeTags`
 * adds AUDIT_TAG to every operation's writes, so no area has to name it.
 */
export const audit = area('audit', {
  list: withOrder(query({
    path: '/audit-log-list',
    access: 'operationalLogs',
    spec: [],
    reads: [AUDIT_TAG],
    input: auditListInputSchema,
    output: z
      .object({
        data: z.array(auditRowSchema),
        recordsTotal: z.number().int().min(0),
        recordsFiltered: z.number().int().min(0),
        /** Every action recorded so far, for the filter. */
        actions: z.array(z.string()),
      })
      .loose(),
  }), AUDIT_ORDER),
});
