/**
 * Query keys of the two account lists: Market Trader Management's traders and Trader Management's staff
 * (every role, traders too). A change to an account from either screen makes both stale.
 */
export const TRADERS_KEY = ['traders.list'] as const;
export const STAFF_KEY = ['staff.list'] as const;
export const ACCOUNT_LIST_KEYS = [TRADERS_KEY, STAFF_KEY] as const;
