import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { AuditAction } from '@shared/audit';
import type { HttpOperation } from '@shared/contract';
import type { deskMarketsInputSchema, priceHistoryQuery, runnerStatusInputSchema } from '@shared/contract/desk';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, type Route } from '../../kit/route';
import { priceConfirmed } from './price-confirmed';
import { priceHistory } from './price-history';
import { runnerStatusRoute } from './runner-status-route';

/** A runner desk's operations in the contract (bookmaker, sportsbook), each answering its market `O`. */
interface RunnerDeskOps<Q extends z.ZodType<{ marketId: string }>, O extends z.ZodType> {
  readonly markets: HttpOperation<typeof deskMarketsInputSchema, z.ZodArray<O>>;
  readonly savePrice: HttpOperation<Q, O>;
  readonly setStatus: HttpOperation<typeof runnerStatusInputSchema, O>;
  readonly history: ReturnType<typeof priceHistoryQuery>;
}

/**
 * What every runner desk serves: its markets (of one event, or all), a confirmed price (audited `action`
 * with the market's prices as `shown` writes them), a runner's suspend or resume (in the desk's `noun`)
 * and the market's price history. `markets` reads the desk's markets (`runnerDeskMarkets`); `savePrice`
 * stores a quote by the caller and answers the market before and after.
 */
export const runnerDeskRoutes = <Q extends z.ZodType<{ marketId: string }>, O extends z.ZodType, M extends z.input<O> & { readonly name: string }>(
  ops: RunnerDeskOps<Q, O>,
  desk: {
    readonly action: AuditAction;
    readonly noun: 'Runner' | 'Selection';
    readonly markets: { list(db: DatabaseSync, eventId?: string): M[]; get(db: DatabaseSync, marketId: string): M };
    savePrice(db: DatabaseSync, input: z.output<Q>, by: string): { before: M; after: M };
    shown(market: M): object;
  },
): Route[] => [
  readRoute(ops.markets, (db, input) => desk.markets.list(db, input.eventId)),
  auditedCommand(ops.savePrice, desk.action, (input, ctx) => priceConfirmed(input.marketId, desk.savePrice(ctx.db, input, currentUser(ctx).userName), desk.shown)),
  runnerStatusRoute(ops.setStatus, desk.markets.get, desk.noun),
  readRoute(ops.history, (db, input) => (desk.markets.get(db, input.marketId), priceHistory(db, input.marketId))),
];
