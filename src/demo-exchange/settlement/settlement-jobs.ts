import type { DatabaseSync } from 'node:sqlite';
import type { SettleExpectation } from '@shared/contract/results-schemas';
import { audit } from '../db/audit';
import { inTransaction } from '../db/database';
import type { Actor } from './maker-checker';
import { settleMarket, unsettleMarket } from './settle';
import type { SettlementRow } from './settlements';

/** A market as people tell it apart: with its event ("Arsenal v Chelsea · Match Odds"), since dozens of markets are called Match Odds. */
export const marketTitleOf = (eventName: string, marketName: string): string => `${eventName} · ${marketName}`;

/**
 * How an audit row of a result, settlement or void names its market (`market`, shown as Market) and makes it
 * the row's target name (`name`: the log names a target by its record's name).
 */
export const auditedMarket = (marketTitle: string) => ({ name: marketTitle, market: marketTitle });

/**
 * A long money write, run where it does not hold up the live feed (settlement-runner.ts). `marketTitle` is
 * how its audit row names the market: with its event ("Arsenal v Chelsea · Match Odds").
 */
export type SettlementJob =
  | { readonly kind: 'settle'; readonly marketId: string; readonly marketTitle: string; readonly idempotencyKey: string; readonly expected?: SettleExpectation; readonly actor: Actor }
  | { readonly kind: 'unsettle'; readonly marketId: string; readonly marketTitle: string; readonly reason: string; readonly expectedVersion?: number; readonly actor: Actor };

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
    const market = auditedMarket(job.marketTitle);
    if (job.kind === 'settle') {
      const { settlement, replayed } = settleMarket(db, { marketId: job.marketId, idempotencyKey: job.idempotencyKey, actor: job.actor, expected: job.expected });
      if (!replayed) {
        audit(db, {
          ...who,
          action: 'result.settle',
          before: { ...market, status: 'declared' },
          after: { ...market, result: settlement.label, version: settlement.version, bets: settlement.betCount, punterWon: settlement.punterWon, punterLost: settlement.punterLost, status: 'settled' },
        });
      }
      return { settlement, replayed };
    }
    const settlement = unsettleMarket(db, { marketId: job.marketId, reason: job.reason, actor: job.actor, expectedVersion: job.expectedVersion });
    audit(db, {
      ...who,
      action: 'result.unsettle',
      before: { ...market, result: settlement.label, status: 'settled', version: settlement.version },
      after: { ...market, status: 'declared', reason: job.reason },
    });
    return { settlement, replayed: false };
  });
