/**
 * The betting side's users (not staff): a hierarchy admin → super agents → agents → punters whose depth
 * is data. Every level above a punter holds a share (partnership %) of its downline's P/L; along one
 * chain the shares add up to 100 (the admin takes what the levels below it leave).
 */
export const ACCOUNT_LEVELS = ['admin', 'superAgent', 'agent', 'punter'] as const;
export type AccountLevel = (typeof ACCOUNT_LEVELS)[number];

export const ACCOUNT_LEVEL_LABELS: Record<AccountLevel, string> = {
  admin: 'Admin',
  superAgent: 'Super agent',
  agent: 'Agent',
  punter: 'Punter',
};

/** active: may bet; bettingLocked: may log in, may not bet; suspended: may do nothing. */
export const ACCOUNT_STATUSES = ['active', 'bettingLocked', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', bettingLocked: 'Locked from betting', suspended: 'Suspended' };

/** An account's status in words; one this code does not know, as the exchange sent it. */
export const accountStatusLabel = (status: string): string => (Object.hasOwn(ACCOUNT_STATUS_LABELS, status) ? ACCOUNT_STATUS_LABELS[status as AccountStatus] : status);

/** What the ledger's postings are for. A correction is a new posting of the same or a compensating kind. */
export const POSTING_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'betSettlement',
  'shareSettlement',
  'settlementRollback',
  'betVoid',
  'casinoDebit',
  'casinoCredit',
  'casinoRollback',
  'commission',
  'adjustment',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** One party's part of a punter's result on a market: its id and share in percent. */
export interface ChainLink {
  readonly accountId: string;
  readonly level: AccountLevel;
  readonly share: number;
}

/**
 * What each upline party books when a punter's result on a market is `punterResult` (minor units,
 * positive when the punter won): each takes −result × share / 100, rounded so that the parts add up to
 * exactly −result (the admin, last in the chain, absorbs the rounding). Punter + parties = 0.
 */
export const splitByShares = (punterResult: number, chain: readonly ChainLink[]): Array<{ accountId: string; amount: number }> => {
  const parts: Array<{ accountId: string; amount: number }> = [];
  let booked = 0;
  chain.forEach((link, index) => {
    const last = index === chain.length - 1;
    const amount = last ? -punterResult - booked : Math.round((-punterResult * link.share) / 100);
    booked += amount;
    parts.push({ accountId: link.accountId, amount: amount === 0 ? 0 : amount });
  });
  return parts;
};
