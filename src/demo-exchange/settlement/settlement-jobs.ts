import type { DatabaseSync } from 'node:sqlite';
import { audit } from '../db/audit';
import { inTransaction } from '../db/database';
import type { Actor } from './maker-checker';
import { settleMarket, unsettleMarket } from './settle';
import type { SettlementRow } from './settlements';

/** A long money write, run where it does not hold up the live feed (settlement-runner.ts). */
export type SettlementJob =
  | { readonly kind: 'settle'; readonly marketId: string; readonly marketName: string; readonly idempotencyKey: string; readonly actor: Actor }
  | { readonly kind: 'unsettle'; readonly marketId: string; readonly marketName: string; readonly reason: string; readonly actor: Actor };

export interface JobAnswer {
  readonly settlement: SettlementRow;
  readonly replayed: boolean;
}

/**
 * Settles or unsettles a market and writes its audit row, in one transaction: the audit cannot miss a
 * settlement that happened, nor record one that did not.
 */
export const runSettlementJob = (db: DatabaseSync, job: SettlementJob): JobAnswer =>
  inTransaction(db, () => {
    const who = { actorId: job.actor.id, actorUserName: job.actor.userName, targetType: 'result', targetId: job.marketId };
    if (job.kind === 'settle') {
      const { settlement, replayed } = settleMarket(db, { marketId: job.marketId, idempotencyKey: job.idempotencyKey, actor: job.actor });
      if (!replayed) {
        audit(db, {
          ...who,
          action: 'result.settle',
          before: { market: job.marketName, status: 'declared' },
          after: { market: job.marketName, result: settlement.label, version: settlement.version, bets: settlement.betCount, punterWon: settlement.punterWon, punterLost: settlement.punterLost, status: 'settled' },
        });
      }
      return { settlement, replayed };
    }
    const settlement = unsettleMarket(db, { marketId: job.marketId, reason: job.reason, actor: job.actor });
    audit(db, {
      ...who,
      action: 'result.unsettle',
      before: { market: job.marketName, status: 'settled', version: settlement.version },
      after: { market: job.marketName, status: 'declared', reason: job.reason },
    });
    return { settlement, replayed: false };
  });
