import { z } from 'zod';
import { ACCOUNT_LEVELS } from '../money/accounts';
import { marketFamilySchema, marketStatusSchema, namedMarketFields } from './catalogue-common';
import { betLineFields } from './fields';
import { accountSummarySchema } from './risk-summary';

/** A market by what punters have at risk on it (minor units). */
export const riskMarketSchema = z
  .object({
    ...namedMarketFields,
    sportName: z.string(),
    family: marketFamilySchema,
    status: marketStatusSchema,
    /** What punters have reserved on it: their worst cases added up (the list's ranking). */
    exposure: z.number().int(),
    punters: z.number().int(),
    openBets: z.number().int(),
    stake: z.number().int(),
    /**
     * Ours, optional (an exchange may not send it): what the house loses on the market's worst outcome, from its
     * book of the matched bets priced as settlement pays them (the drill-down's "House worst case"); 0 when it
     * wins whatever happens. Worked out for the rows of the page only.
     */
    houseWorstCase: z.number().int().optional(),
  })
  .loose();
export type RiskMarket = z.infer<typeof riskMarketSchema>;

/** A betting account found by name, user name, id or agent: its summary with the reason for its status. */
export const accountRowSchema = accountSummarySchema.omit({ available: true }).extend({ statusReason: z.string().nullable() });
export type AccountRow = z.infer<typeof accountRowSchema>;

/** One link of a chain, from the account up to the house, with the share each holds. */
export const chainLinkSchema = z.object({ userName: z.string(), name: z.string(), level: z.enum(ACCOUNT_LEVELS), share: z.number() }).loose();

export const USER_BET_SCOPES = ['all', 'live', 'exchange', 'history'] as const;
export type UserBetScope = (typeof USER_BET_SCOPES)[number];

export const userBetSchema = z
  .object({
    betId: z.string(),
    ...namedMarketFields,
    family: marketFamilySchema,
    ...betLineFields,
    status: z.enum(['matched', 'refused', 'settled', 'voided']),
    reason: z.string().nullable(),
    pnl: z.number().int().nullable(),
    placedAt: z.string(),
  })
  .loose();
export type UserBet = z.infer<typeof userBetSchema>;

/** `day`: by settlement date (UTC), for the P/L-by-day table and chart. */
export const PROFIT_LOSS_BY = ['sport', 'event', 'market', 'day'] as const;

/**
 * One line of an agent's P/L (minor units, positive: the agent made money): what its share of settled
 * markets brought it, and the check that each market's punters, agents and house add up to zero.
 */
export const profitLossLineSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    markets: z.number().int(),
    profitLoss: z.number().int(),
    /** Punters, agents and house over these markets: 0 when the books reconcile. */
    reconciliation: z.number().int(),
  })
  .loose();
export type ProfitLossLine = z.infer<typeof profitLossLineSchema>;

export const TRADER_FAMILIES = ['fancy', 'bookmaker', 'sportsbook'] as const;

/** The desk P/L answers a desk's latest settled markets, at most this many (its tables and totals cover only those). */
export const DESK_PROFIT_LOSS_MARKETS = 500;

/**
 * One settled market of a desk's family, with its manager (minor units). `houseProfitLoss`: the house side's
 * P/L against the punters (what they lost less what they won), as the desks' "House P/L" shows it; the house
 * and the agents above the punters share it. `houseShareProfitLoss` (optional: an exchange may not split it):
 * the house account's own share after the agents', the figure the agent P/L of `house` shows for the market.
 */
export const traderProfitLossSchema = z
  .object({
    ...namedMarketFields,
    manager: z.string().nullable(),
    bets: z.number().int(),
    houseProfitLoss: z.number().int(),
    houseShareProfitLoss: z.number().int().optional(),
    settledAt: z.string(),
  })
  .loose();
