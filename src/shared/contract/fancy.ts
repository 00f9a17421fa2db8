import { z } from 'zod';
import { marketIdInputSchema } from './catalogue-common';
import { deskMarketSchema, deskMarketsQuery } from './desk';
import { marketCommand, query } from './factories';
import { area } from './operation';

/** Rates are points per 100 staked (YES at 90 pays 90 per 100; NO at 110 risks 110 per 100). */
export const FANCY_RATE_RANGE = { min: 1, max: 500 } as const;
export const FANCY_LINE_RANGE = { min: 0, max: 999 } as const;

const whole = (label: string, range: { min: number; max: number }) =>
  z
    .number({ message: `${label}: a whole number.` })
    .int(`${label}: a whole number.`)
    .min(range.min, `${label}: ${range.min} to ${range.max}.`)
    .max(range.max, `${label}: ${range.min} to ${range.max}.`);

/** A fancy quote: the NO line and rate, the YES line and rate. The NO line is never above the YES line. */
export const fancyPriceSchema = z
  .strictObject({
    noLine: whole('NO line', FANCY_LINE_RANGE),
    noRate: whole('NO rate', FANCY_RATE_RANGE),
    yesLine: whole('YES line', FANCY_LINE_RANGE),
    yesRate: whole('YES rate', FANCY_RATE_RANGE),
  })
  .refine((p) => p.noLine <= p.yesLine, { message: 'NO line: not above the YES line.', path: ['noLine'] });
export type FancyPrice = z.infer<typeof fancyPriceSchema>;

export const fancyMarketSchema = deskMarketSchema({
  price: z.object({ noLine: z.number().int(), noRate: z.number().int(), yesLine: z.number().int(), yesRate: z.number().int() }).nullable(),
  priceUpdatedAt: z.string().nullable(),
  priceUpdatedBy: z.string().nullable(),
  /** A result entered and not voided (pending to settled): the market takes no price, and reopens only if the result is voided. */
  resultEntered: z.boolean(),
});
export type FancyMarket = z.infer<typeof fancyMarketSchema>;

/** The house's P/L from a result position upward (`from` null: below every line), the book's worst case and its size. */
export const fancyBookSchema = z.object({
  positions: z.array(z.object({ from: z.number().int().nullable(), pnl: z.number() })),
  worst: z.number(),
  betCount: z.number().int(),
  stake: z.number(),
});
export type FancyBook = z.infer<typeof fancyBookSchema>;

/**
 * The fancy desk (route fancy, flag fancyManagement): the house quotes a NO and a YES line on a number, each
 * with a rate; punters bet against the quote live. A quote shows as current only once the exchange has
 * confirmed it; it is audited with who, before and after, and every monitor window gets it at once.
 */
export const fancy = area('fancy', {
  /** The fancy markets of an event (several on one desk: the spec's multi-market), with their quotes. */
  markets: deskMarketsQuery(['fancy', 'markets'], {
    path: '/fancy/markets',
    access: 'fancyManagement',
    spec: ['families.fancy.marketList', 'families.fancy.multiMarket'],
    market: fancyMarketSchema,
  }),
  savePrice: marketCommand(['fancy'], {
    path: '/fancy/price',
    access: 'fancyManagement',
    spec: ['families.fancy.price'],
    fields: { price: fancyPriceSchema },
    output: fancyMarketSchema,
  }),
  /** Suspend or resume from the desk (one key): open and suspended only; closing and settling are the results desk's. */
  setStatus: marketCommand(['fancy', 'markets'], {
    path: '/fancy/status',
    access: 'fancyManagement',
    spec: ['families.fancy.status'],
    fields: { status: z.enum(['open', 'suspended']) },
    output: fancyMarketSchema,
  }),
  /** The book over every result position, in rupees, from the matched bets. */
  book: query({ path: '/fancy/book', access: 'fancyManagement', spec: ['families.fancy.profitLoss', 'families.fancy.volume'], reads: ['fancy', 'bets'], input: marketIdInputSchema, output: fancyBookSchema }),
  history: query({
    path: '/fancy/history',
    access: 'fancyManagement',
    spec: ['families.fancy.history'],
    reads: ['fancy'],
    input: marketIdInputSchema,
    output: z.array(z.object({ at: z.string(), by: z.string().nullable(), before: fancyPriceSchema.nullable(), after: fancyPriceSchema })),
  }),
});
