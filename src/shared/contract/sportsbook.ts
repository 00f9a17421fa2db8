import { z } from 'zod';
import { catalogueIdSchema, marketIdInputSchema } from './catalogue-common';
import { deskBetSchema, deskMarketSchema, deskMarketsQuery, deskRunnerSchema, priceHistoryQuery, runnerStatusCommand } from './desk';
import { command, entityTag, get, marketCommand, query } from './factories';
import { effectiveLimitSchema, marketLimitInputSchema } from './limits';
import { area } from './operation';

/** Sportsbook prices are fixed decimal odds per selection, back only. */
export const SPORTSBOOK_ODDS_RANGE = { min: 1.01, max: 1000 } as const;
const RANGE = `Odds: ${SPORTSBOOK_ODDS_RANGE.min} to ${SPORTSBOOK_ODDS_RANGE.max}.`;

export const sportsbookOddsSchema = z
  .number({ message: 'Odds: a number.' })
  .min(SPORTSBOOK_ODDS_RANGE.min, RANGE)
  .max(SPORTSBOOK_ODDS_RANGE.max, RANGE)
  .multipleOf(0.01, 'Odds: at most two decimals.');

export const selectionQuoteSchema = z.strictObject({ selectionId: catalogueIdSchema, odds: sportsbookOddsSchema });
export type SelectionQuote = z.infer<typeof selectionQuoteSchema>;

export const sportsbookMarketSchema = deskMarketSchema({
  selections: z.array(deskRunnerSchema({ odds: z.number().nullable() })),
  betCount: z.number().int(),
  /** Rupees matched on the market, and the house's worst case over its selections. */
  stake: z.number(),
  worst: z.number(),
  priceUpdatedAt: z.string().nullable(),
  priceUpdatedBy: z.string().nullable(),
  /** A result entered and not voided (pending to settled): the market takes no price, and reopens only if the result is voided. */
  resultEntered: z.boolean(),
});
export type SportsbookMarket = z.infer<typeof sportsbookMarketSchema>;

export const sportsbookVolumeSchema = z.object({
  selections: z.array(z.object({ selectionId: z.string(), name: z.string(), bets: z.number().int(), stake: z.number() })),
  recent: z.array(deskBetSchema),
});

/**
 * The sportsbook desk (route sportsBook, flag sportsBookManagement): the house quotes fixed decimal odds per
 * selection (back only), suspends selections, sees its book, volume and recent bets, and sets the market's
 * bet limit. A price shows as current once the exchange confirms it; every change is audited.
 */
export const sportsbook = area('sportsbook', {
  markets: deskMarketsQuery(['sportsbook', 'markets', 'bets'], {
    path: '/sportsbook/markets',
    access: 'sportsBookManagement',
    spec: ['families.sportsbook.marketData'],
    market: sportsbookMarketSchema,
  }),
  savePrice: marketCommand(['sportsbook'], {
    path: '/sportsbook/price',
    access: 'sportsBookManagement',
    spec: ['families.sportsbook.price'],
    fields: { selections: z.array(selectionQuoteSchema).min(1).max(50) },
    output: sportsbookMarketSchema,
  }),
  /** Suspend or resume one selection: bets on a suspended selection are refused. */
  setSelectionStatus: runnerStatusCommand('sportsbook', {
    path: '/sportsbook/selection-status',
    access: 'sportsBookManagement',
    spec: ['families.sportsbook.selectionStatus'],
    output: sportsbookMarketSchema,
  }),
  /** Matched volume per selection and the market's most recent bets, refused ones with their reason. */
  volume: query({ path: '/sportsbook/volume', access: 'sportsBookManagement', spec: ['families.sportsbook.volume'], reads: ['sportsbook', 'bets'], input: marketIdInputSchema, output: sportsbookVolumeSchema }),
  history: priceHistoryQuery('sportsbook', { path: '/sportsbook/history', access: 'sportsBookManagement', spec: ['families.sportsbook.history'] }),
  /** The bet limit in force on a sportsbook market, and where it comes from. */
  betLimit: get({
    path: '/sportsbook/bet-limit',
    access: 'sportsBookManagement',
    spec: ['limits.sportsbookBetLimit'],
    input: marketIdInputSchema,
    reads: ({ marketId }) => ['betLimits', entityTag('markets', marketId)],
    output: effectiveLimitSchema,
  }),
  /** Sets the market's own bet limit (a market-level limit), checked like every bet limit. */
  saveBetLimit: command({
    path: '/sportsbook/bet-limit/save',
    access: 'sportsBookManagement',
    spec: ['limits.sportsbookBetLimit'],
    input: marketLimitInputSchema,
    writes: () => ['betLimits'],
    output: effectiveLimitSchema,
  }),
});
