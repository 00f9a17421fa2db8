import type { DatabaseSync } from 'node:sqlite';
import { splitByShares, type PostingKind } from '@shared/money/accounts';
import { chainOf } from '../../money/accounts';
import type { Posting } from '../../money/ledger';

/**
 * A casino amount moving to (positive) or from (negative) a punter, with the opposite booked up the
 * punter's chain by shares: the same double entry as a market settlement, so casino wins and losses reach
 * agents and the house the way sports results do.
 */
export const punterPostings = (db: DatabaseSync, punterId: string, amount: number, kind: PostingKind, note?: string): Posting[] => [
  { accountId: punterId, amount, kind, note },
  ...splitByShares(amount, chainOf(db, punterId)).map((part) => ({ ...part, kind, note })),
];
