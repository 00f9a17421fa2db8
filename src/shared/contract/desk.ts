import { z } from 'zod';

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
