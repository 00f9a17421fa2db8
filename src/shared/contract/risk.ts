import { z } from 'zod';
import { ACCOUNT_LEVELS, ACCOUNT_STATUSES, POSTING_KINDS } from '../money/accounts';
import { dataTableRequestWith } from './data-table';
import { query } from './factories';
import { area } from './operation';

/** One line of an account statement: a ledger posting and the balance after it (minor units). */
export const statementLineSchema = z
  .object({
    seq: z.number().int(),
    at: z.string(),
    kind: z.enum(POSTING_KINDS),
    amount: z.number().int(),
    balance: z.number().int(),
    /** What the posting was for, in words: "Settlement v1: Match Odds, India v Australia (India)". */
    description: z.string(),
  })
  .loose();
export type StatementLine = z.infer<typeof statementLineSchema>;

export const accountSummarySchema = z
  .object({
    accountId: z.string(),
    userName: z.string(),
    name: z.string(),
    level: z.enum(ACCOUNT_LEVELS),
    status: z.enum(ACCOUNT_STATUSES),
    parent: z.string().nullable(),
    balance: z.number().int(),
    exposure: z.number().int(),
    available: z.number().int(),
  })
  .loose();
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/**
 * Risk (spec §7 "Risk"): the betting side's accounts as staff read them. Any logged-in staff user may
 * read a statement (spec §6 names no risk flag); every line comes from the append-only ledger.
 */
export const risk = area('risk', {
  accountStatement: query({
    path: '/risk/account-statement',
    access: 'session',
    spec: ['risk.accountStatement'],
    reads: ['money'],
    input: dataTableRequestWith({ userName: z.string().trim().min(1, 'User name: required.').max(64) }),
    output: z.object({ account: accountSummarySchema, data: z.array(statementLineSchema), recordsTotal: z.number().int(), recordsFiltered: z.number().int() }).loose(),
  }),
});
