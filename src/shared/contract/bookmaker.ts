import { z } from 'zod';
import { catalogueIdSchema, marketIdInputSchema } from './catalogue-common';
import { deskBetSchema, deskMarketSchema, deskMarketsQuery, deskRunnerSchema, priceHistoryQuery, runnerStatusCommand } from './desk';
import { marketCommand, query } from './factories';
import { area } from './operation';

/** Bookmaker rates are points: 45 back / 47 lay means odds 1.45 / 1.47. */
export const BOOKMAKER_RATE_RANGE = { min: 1, max: 999 } as const;

const rate = (label: string) =>
  z
    .number({ message: `${label}: a whole number.` })
    .int(`${label}: a whole number of points (45 means odds 1.45).`)
    .min(BOOKMAKER_RATE_RANGE.min, `${label}: ${BOOKMAKER_RATE_RANGE.min} to ${BOOKMAKER_RATE_RANGE.max}.`)
    .max(BOOKMAKER_RATE_RANGE.max, `${label}: ${BOOKMAKER_RATE_RANGE.min} to ${BOOKMAKER_RATE_RANGE.max}.`);

/** One runner's quote: back and lay rates; the lay rate is never below the back rate. */
export const runnerQuoteSchema = z
  .strictObject({ selectionId: catalogueIdSchema, back: rate('Back rate'), lay: rate('Lay rate') })
  .refine((q) => q.lay >= q.back, { message: 'Lay rate: not below the back rate.', path: ['lay'] });
export type RunnerQuote = z.infer<typeof runnerQuoteSchema>;

export const bookmakerMarketSchema = deskMarketSchema({
  runners: z.array(deskRunnerSchema({ back: z.number().int().nullable(), lay: z.number().int().nullable() })),
  betCount: z.number().int(),
  priceUpdatedAt: z.string().nullable(),
  /** Who sent the last rates (null before any). */
  priceUpdatedBy: z.string().nullable(),
  /** A result entered and not voided (pending to settled): the market takes no price, and reopens only if the result is voided. */
  resultEntered: z.boolean(),
});
export type BookmakerMarket = z.infer<typeof bookmakerMarketSchema>;

/**
 * The bookmaker desk (route bookMaker, flag bookmakerManagement): the house quotes back and lay rates per
 * runner and suspends runners; confirmed quotes become the market's live book; each change is audited.
 */
export const bookmaker = area('bookmaker', {
  markets: deskMarketsQuery(['bookmaker', 'markets', 'bets'], {
    path: '/bookmaker/markets',
    access: 'bookmakerManagement',
    spec: ['families.bookmaker.marketData', 'families.bookmaker.volume'],
    market: bookmakerMarketSchema,
  }),
  savePrice: marketCommand(['bookmaker'], {
    path: '/bookmaker/price',
    access: 'bookmakerManagement',
    spec: ['families.bookmaker.price'],
    fields: { runners: z.array(runnerQuoteSchema).min(1).max(50) },
    output: bookmakerMarketSchema,
  }),
  /** Suspend or resume one runner: bets on a suspended runner are refused. */
  setRunnerStatus: runnerStatusCommand('bookmaker', {
    path: '/bookmaker/runner-status',
    access: 'bookmakerManagement',
    spec: ['families.bookmaker.selectionStatus'],
    output: bookmakerMarketSchema,
  }),
  /** Every change of the market's rates: who, when, each runner's rates before and after. */
  history: priceHistoryQuery('bookmaker', { path: '/bookmaker/history', access: 'bookmakerManagement', spec: ['families.bookmaker.history'] }),
  /** Ours: the market's most recent bets on the desk, refused ones with the exchange's reason. */
  bets: query({
    path: '/bookmaker/bets',
    access: 'bookmakerManagement',
    spec: [],
    reads: ['bookmaker', 'bets'],
    input: marketIdInputSchema,
    output: z.array(deskBetSchema),
  }),
});
