import { z } from 'zod';
import { marketFamilySchema, marketStatusSchema, namedMarketFields } from './catalogue-common';
import { PROFIT_LOSS_BY, TRADER_FAMILIES } from './risk-schemas';

/** What a threshold watches: one market's exposure, or one punter's (target '*': every market, every punter). */
export const ALERT_SCOPES = ['market', 'user'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];
export const ANY_TARGET = '*';

/** One of the signed-in staff user's alert thresholds (minor units), kept by the exchange per staff user. */
export const alertThresholdSchema = z.object({ scope: z.enum(ALERT_SCOPES), target: z.string(), name: z.string(), amount: z.number().int() }).loose();
export type AlertThreshold = z.infer<typeof alertThresholdSchema>;

/** A market or punter whose exposure is above the threshold that applies to it. */
export const riskBreachSchema = z
  .object({ scope: z.enum(ALERT_SCOPES), target: z.string(), name: z.string(), exposure: z.number().int(), threshold: z.number().int(), status: z.string() })
  .loose();
export type RiskBreach = z.infer<typeof riskBreachSchema>;

/**
 * `breachesCut`: the scopes whose list the exchange cut to its largest breaches; one of such a scope missing from
 * the list may still be above (one of a scope not in it is not).
 */
export const alertStateSchema = z
  .object({ thresholds: z.array(alertThresholdSchema), breaches: z.array(riskBreachSchema), breachesCut: z.array(z.enum(ALERT_SCOPES)).optional().default([]) })
  .loose();
export type AlertState = z.infer<typeof alertStateSchema>;

/** A punter's stake on a market and what they win (negative: lose) if one outcome happens. */
export const outcomePunterSchema = z.object({ userName: z.string(), stake: z.number().int(), pnl: z.number().int() }).loose();
export type OutcomePunter = z.infer<typeof outcomePunterSchema>;

/**
 * A market's open book, outcome by outcome: the house's P/L if it happens and the punters who win most
 * then (largest first); a fancy line's outcomes are its result ranges. With the house's worst case over
 * time (one point per slice of the market's bets, oldest first).
 */
export const marketBookSchema = z
  .object({
    ...namedMarketFields,
    family: marketFamilySchema,
    status: marketStatusSchema,
    openBets: z.number().int(),
    stake: z.number().int(),
    /** What the house loses on its worst outcome (0: it wins whatever happens). */
    liability: z.number().int(),
    outcomes: z.array(z.object({ outcomeId: z.string(), name: z.string(), housePnl: z.number().int(), punters: z.array(outcomePunterSchema) }).loose()),
    history: z.array(z.object({ at: z.string(), liability: z.number().int() })),
  })
  .loose();
export type MarketBook = z.infer<typeof marketBookSchema>;

/** Report-data slots: `reportData1`..`reportData10`, each a saved view of the P/L tables. */
export const REPORT_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** What a saved report view restores: the agent P/L's agent, grouping and dates, and the desk P/L's desk. */
export const reportFiltersSchema = z.strictObject({
  userName: z.string().trim().min(1).max(64),
  by: z.enum(PROFIT_LOSS_BY),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  family: z.enum(TRADER_FAMILIES),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const reportViewSchema = z.object({ slot: z.number().int().min(1).max(10), name: z.string(), filters: reportFiltersSchema, updatedBy: z.string(), updatedAt: z.string() }).loose();
export type ReportView = z.infer<typeof reportViewSchema>;
