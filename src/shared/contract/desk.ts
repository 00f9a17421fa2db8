import { z } from 'zod';
import { catalogueIdSchema, marketIdInputSchema, marketStatusSchema } from './catalogue-common';
import { command, entityTag, query } from './factories';
import type { EntityTag } from './operation';

/**
 * A market as a pricing desk (bookmaker, sportsbook, fancy) lists it: the market, its event and status,
 * then `fields`, the desk's own (its runners or its quote, when the price was last changed).
 */
export const deskMarketSchema = <F extends z.ZodRawShape>(fields: F) =>
  z.object({ marketId: z.string(), name: z.string(), eventId: z.string(), eventName: z.string(), status: marketStatusSchema, ...fields }).loose();

/**
 * One runner of a runner desk's market (bookmaker, sportsbook): the selection and its status, `price` (the
 * desk's quote), and `pnl`, the house's P/L if this runner wins, in rupees, from the matched bets.
 */
export const deskRunnerSchema = <F extends z.ZodRawShape>(price: F) =>
  z.object({ selectionId: z.string(), name: z.string(), status: z.string(), ...price, pnl: z.number() });

/** What a desk's market list takes: one event's markets, or every one. */
export const deskMarketsInputSchema = z.strictObject({ eventId: catalogueIdSchema.optional() });

type DeskCall = Pick<Parameters<typeof command>[0], 'path' | 'access' | 'spec'>;

/** A desk's market list (one event's or every one), each row a `market`; `reads`: the kinds its rows show. */
export const deskMarketsQuery = <M extends z.ZodType>(reads: readonly EntityTag[], { market, ...call }: DeskCall & { market: M }) =>
  query({ ...call, reads, input: deskMarketsInputSchema, output: z.array(market) });

/** Suspend or resume one runner of a runner desk's market. */
export const runnerStatusInputSchema = z.strictObject({ marketId: catalogueIdSchema, selectionId: catalogueIdSchema, status: z.enum(['active', 'suspended']) });

/** The runner desks, by the tag of their markets. */
type RunnerDesk = 'bookmaker' | 'sportsbook';

/** A runner desk's suspend or resume of one runner: the desk's market changes, and the catalogue's with it. */
export const runnerStatusCommand = <O extends z.ZodType>(desk: RunnerDesk, call: DeskCall & { output: O }) =>
  command({ ...call, input: runnerStatusInputSchema, writes: ({ marketId }) => [entityTag(desk, marketId), entityTag('markets', marketId)] });

/**
 * What the runner desks (bookmaker, sportsbook) share: one change of a market's prices as the exchange
 * recorded it (who, when, each selection's price before and after, as the desk shows it: "45/47", "2.50").
 */
export const priceChangeSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  selections: z.array(z.object({ selectionId: z.string(), name: z.string(), before: z.string().nullable(), after: z.string() })),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A runner desk's price changes of one market (see priceChangeSchema). */
export const priceHistoryQuery = (desk: RunnerDesk, call: DeskCall) =>
  query({ ...call, reads: [desk], input: marketIdInputSchema, output: z.array(priceChangeSchema) });

/** A recent bet on a desk's market, matched or refused (with the exchange's reason). */
export const deskBetSchema = z.object({
  betId: z.string(),
  placedAt: z.string(),
  selectionName: z.string(),
  side: z.string(),
  odds: z.number().nullable(),
  /** Rupees. */
  stake: z.number(),
  status: z.enum(['matched', 'refused']),
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type DeskBet = z.infer<typeof deskBetSchema>;
