import { z } from 'zod';
import { ACCOUNT_LEVELS, ACCOUNT_STATUSES } from '../money/accounts';

/** A betting account's money as the ledger has it (minor units). */
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
