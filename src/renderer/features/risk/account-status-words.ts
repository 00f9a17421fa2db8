import type { AccountStatus } from '@shared/money/accounts';

/** A betting account's status in words. */
export const ACCOUNT_STATUS_WORDS: Record<AccountStatus, string> = { active: 'Active', bettingLocked: 'Locked from betting', suspended: 'Suspended' };
