import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { HttpOperation } from '@shared/contract';
import type { runnerStatusInputSchema } from '@shared/contract/desk';
import { auditedCommand } from '../../kit/audited-routes';
import type { Route } from '../../kit/route';
import { setSelectionStatus } from '../markets/markets';

/**
 * A runner desk's suspend or resume of one runner (bookmaker, sportsbook): bets on a suspended runner are
 * refused. Audited `selection.status` with the market's name; answers the market as the desk reads it, and
 * "<Noun> resumed." or "<Noun> suspended." in the desk's word for a runner.
 */
export const runnerStatusRoute = (
  op: HttpOperation<typeof runnerStatusInputSchema, z.ZodType>,
  getMarket: (db: DatabaseSync, marketId: string) => { readonly name: string },
  noun: 'Runner' | 'Selection',
): Route =>
  auditedCommand(op, 'selection.status', (input, ctx) => {
    const market = getMarket(ctx.db, input.marketId);
    const before = setSelectionStatus(ctx.db, input.marketId, input.selectionId, input.status);
    return {
      data: getMarket(ctx.db, input.marketId),
      targetId: input.selectionId,
      before: { status: before, marketId: market.name },
      after: { status: input.status, marketId: market.name },
      message: input.status === 'active' ? `${noun} resumed.` : `${noun} suspended.`,
    };
  });
