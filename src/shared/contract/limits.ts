import { z } from 'zod';
import { LIMIT_LEVELS, MAX_BET_DELAY_SECONDS } from '../catalogue';
import { catalogueIdSchema, deletedSchema, marketFamilySchema, pageOf, catalogueListInput } from './catalogue-common';
import { http } from './operation';

export const limitLevelSchema = z.enum(LIMIT_LEVELS);

const amount = (label: string) =>
  z
    .number({ message: `${label} is required.` })
    .positive(`${label} must be greater than 0.`)
    .max(100_000_000, `${label} is too large.`)
    .multipleOf(0.01, `${label} has at most two decimals.`);

export const limitValuesSchema = z.strictObject({
  minStake: amount('Minimum stake'),
  maxStake: amount('Maximum stake'),
  maxProfit: amount('Maximum profit'),
  maxLiability: amount('Maximum liability'),
});

export const saveLimitInputSchema = limitValuesSchema
  .extend({
    level: limitLevelSchema,
    /** null for the default level; the sport, competition, event or market otherwise. */
    targetId: catalogueIdSchema.nullable().default(null),
  })
  .refine((v) => v.maxStake >= v.minStake, { path: ['maxStake'], message: 'Maximum stake must not be less than the minimum stake.' })
  .refine((v) => (v.level === 'default') === (v.targetId === null), { path: ['targetId'], message: 'Choose what this limit applies to.' });
export type SaveLimitInput = z.input<typeof saveLimitInputSchema>;

export const betLimitSchema = z
  .object({
    betlimitId: z.string(),
    level: limitLevelSchema,
    targetId: z.string().nullable(),
    /** "Cricket › IPL › CSK v MI" for the target; "All markets" for the default. */
    targetName: z.string(),
    minStake: z.number(),
    maxStake: z.number(),
    maxProfit: z.number(),
    maxLiability: z.number(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .loose();
export type BetLimit = z.infer<typeof betLimitSchema>;

export const effectiveLimitSchema = z
  .object({
    minStake: z.number(),
    maxStake: z.number(),
    maxProfit: z.number(),
    maxLiability: z.number(),
    source: z.enum([...LIMIT_LEVELS, 'builtIn']),
    betlimitId: z.string().nullable(),
    targetId: z.string().nullable(),
    /** What the winning limit is set on, e.g. "Competition: IPL". */
    sourceName: z.string(),
  })
  .loose();
export type EffectiveLimitView = z.infer<typeof effectiveLimitSchema>;

export const familyDelaySchema = z.object({ family: marketFamilySchema, seconds: z.number().int() }).loose();

const delaySeconds = z
  .number({ message: 'Delay is required.' })
  .int('Delay is a whole number of seconds.')
  .min(0, `Delay must be between 0 and ${MAX_BET_DELAY_SECONDS} seconds.`)
  .max(MAX_BET_DELAY_SECONDS, `Delay must be between 0 and ${MAX_BET_DELAY_SECONDS} seconds.`);

/** Bet limits at every level and bet delays (family defaults, custom per market). */
export const limits = {
  list: http({
    id: 'limits.list',
    http: { method: 'POST', path: '/bet-limits' },
    access: 'exchangeManagement',
    input: catalogueListInput({ level: limitLevelSchema.optional(), targetId: catalogueIdSchema.optional() }),
    output: pageOf(betLimitSchema),
  }),
  /** One limit per level and target: saving again replaces it. */
  save: http({
    id: 'limits.save',
    http: { method: 'POST', path: '/bet-limit/save' },
    access: 'addBetLimit',
    input: saveLimitInputSchema,
    output: betLimitSchema,
  }),
  delete: http({
    id: 'limits.delete',
    http: { method: 'POST', path: '/bet-limit/delete' },
    access: 'addBetLimit',
    input: z.strictObject({ betlimitId: catalogueIdSchema }),
    output: deletedSchema,
  }),
  /** Spec §7 "market bet limit": the limit that applies to a market, and where it comes from. */
  effective: http({
    id: 'limits.effective',
    http: { method: 'POST', path: '/market-bet-limit' },
    access: 'exchangeManagement',
    input: z.strictObject({ marketId: catalogueIdSchema }),
    output: effectiveLimitSchema,
  }),
  delays: http({
    id: 'limits.delays',
    http: { method: 'POST', path: '/bet-delays' },
    access: 'exchangeManagement',
    input: z.strictObject({}),
    output: z.array(familyDelaySchema),
  }),
  saveFamilyDelay: http({
    id: 'limits.saveFamilyDelay',
    http: { method: 'POST', path: '/bet-delay/family' },
    access: 'addBetLimit',
    input: z.strictObject({ family: marketFamilySchema, seconds: delaySeconds }),
    output: z.array(familyDelaySchema),
  }),
  /** Spec §7 "custom bet delay": null returns the market to its family's default. */
  saveMarketDelay: http({
    id: 'limits.saveMarketDelay',
    http: { method: 'POST', path: '/bet-delay/custom' },
    access: 'addBetLimit',
    input: z.strictObject({ marketId: catalogueIdSchema, seconds: delaySeconds.nullable() }),
    output: z.object({ marketId: z.string(), betDelaySeconds: z.number().int().nullable(), effectiveDelaySeconds: z.number().int() }).loose(),
  }),
};
