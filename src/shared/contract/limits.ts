import { z } from 'zod';
import { LIMIT_LEVELS, MAX_BET_DELAY_SECONDS } from '../catalogue';
import { SPEC_CALL_IDS } from '../spec/calls';

import { catalogueIdSchema, marketFamilySchema, marketIdInputSchema } from './catalogue-common';
import { CATALOGUE_TAGS } from './catalogue';
import { command, entityTag, fileExport, get, marketCommand, pagedList, remove, save, wholeList } from './factories';
import { uploadFileSchema } from './files';
import { area, http } from './operation';

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

const stakesInOrder = ({ minStake, maxStake }: z.output<typeof limitValuesSchema>) => maxStake >= minStake;

/** Limit amounts as entered, with what they apply to (`target`): refused where the maximum stake is below the minimum. */
const limitInput = <T extends z.ZodRawShape>(target: T) =>
  // zod cannot name the amounts of a shape extended by one still generic; they are limitValuesSchema's.
  limitValuesSchema.extend(target).refine((v) => stakesInOrder(v as z.output<typeof limitValuesSchema>), { path: ['maxStake'], message: 'Maximum stake must not be less than the minimum stake.' });

export const saveLimitInputSchema = limitInput({
  level: limitLevelSchema,
  /** null for the default level; the sport, competition, event or market otherwise. */
  targetId: catalogueIdSchema.nullable().default(null),
}).refine((v) => (v.level === 'default') === (v.targetId === null), { path: ['targetId'], message: 'Choose what this limit applies to.' });
export type SaveLimitInput = z.input<typeof saveLimitInputSchema>;

/** A market's own bet limit (a sportsbook or lottery market's), set from its desk. */
export const marketLimitInputSchema = limitInput({ marketId: catalogueIdSchema });

/** A bet limit's four amounts as the exchange answers them (rupees). */
const limitAmounts = { minStake: z.number(), maxStake: z.number(), maxProfit: z.number(), maxLiability: z.number() };

/** The same fields, each of which may be null. */
const orNull = <S extends Record<string, z.ZodType>>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.nullable()])) as { [K in keyof S]: z.ZodNullable<S[K]> };

export const betLimitSchema = z
  .object({
    betlimitId: z.string(),
    level: limitLevelSchema,
    targetId: z.string().nullable(),
    /** "Cricket › IPL › CSK v MI" for the target; "All markets" for the default. */
    targetName: z.string(),
    ...limitAmounts,
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .loose();
export type BetLimit = z.infer<typeof betLimitSchema>;

export const effectiveLimitSchema = z
  .object({
    ...limitAmounts,
    source: z.enum([...LIMIT_LEVELS, 'builtIn']),
    betlimitId: z.string().nullable(),
    targetId: z.string().nullable(),
    /** What the winning limit is set on, e.g. "Competition: IPL". */
    sourceName: z.string(),
  })
  .loose();
export type EffectiveLimitView = z.infer<typeof effectiveLimitSchema>;

export const familyDelaySchema = z.object({ family: marketFamilySchema, seconds: z.number().int() }).loose();

export const delaySecondsSchema = z
  .number({ message: 'Delay is required.' })
  .int('Delay is a whole number of seconds.')
  .min(0, `Delay must be between 0 and ${MAX_BET_DELAY_SECONDS} seconds.`)
  .max(MAX_BET_DELAY_SECONDS, `Delay must be between 0 and ${MAX_BET_DELAY_SECONDS} seconds.`);

const marketDelaySchema = z
  .object({ marketId: z.string(), betDelaySeconds: z.number().int().nullable(), effectiveDelaySeconds: z.number().int() })
  .loose();

/** The per-family bet delays of §7, one call per family; one operation with the family as input serves them all. */
const FAMILY_DELAY_CALLS = SPEC_CALL_IDS.filter((id) => id.startsWith('limits.') && id.endsWith('.betDelays'));

/**
 * The columns of a bet-limit CSV, as exported and as imported (targetName is for people: import
 * ignores it). One limit per row; a row's level and target decide which limit it replaces.
 */
export const LIMIT_CSV_COLUMNS = ['level', 'targetId', 'targetName', 'minStake', 'maxStake', 'maxProfit', 'maxLiability'] as const;

/** One row of an imported CSV, as the exchange read it: its line, what it would save, or why it cannot. */
export const limitImportRowSchema = z
  .object({
    line: z.number().int(),
    level: z.string(),
    targetId: z.string().nullable(),
    targetName: z.string(),
    ...orNull(limitAmounts),
    /** Why the row cannot be applied; absent on a valid row. */
    error: z.string().optional(),
  })
  .loose();
export type LimitImportRow = z.infer<typeof limitImportRowSchema>;

const limitImportInput = z.strictObject({ file: uploadFileSchema });

/** Bet limits at every level and bet delays (family defaults, custom per market). */
export const limits = area('limits', {
  /** Rows name their target ("Cricket › IPL › CSK v MI"): a catalogue rename shows here. */
  list: pagedList({
    path: '/bet-limits',
    access: 'exchangeManagement',
    spec: ['limits.list'],
    reads: ['betLimits', ...CATALOGUE_TAGS],
    row: betLimitSchema,
    filters: { level: limitLevelSchema.optional(), targetId: catalogueIdSchema.optional() },
  }),
  /** One limit per level and target: saving again replaces it. */
  save: save({
    path: '/bet-limit/save',
    access: 'addBetLimit',
    spec: ['limits.save'],
    input: saveLimitInputSchema,
    writes: ['betLimits'],
    output: betLimitSchema,
  }),
  delete: remove({
    path: '/bet-limit/delete',
    access: 'addBetLimit',
    spec: ['limits.delete'],
    input: z.strictObject({ betlimitId: catalogueIdSchema }),
    writes: ({ betlimitId }) => [entityTag('betLimits', betlimitId)],
  }),
  /** Betting-limit imports, step 1: the exchange reads the CSV and says, row by row, what it would do. */
  importPreview: http({
    http: { method: 'POST', path: '/bet-limit/import/preview' },
    access: 'addBetLimit',
    spec: ['limits.bettingLimitImports'],
    upload: true,
    input: limitImportInput,
    reads: ['betLimits', ...CATALOGUE_TAGS],
    output: z.object({ rows: z.array(limitImportRowSchema), valid: z.number().int(), invalid: z.number().int() }).loose(),
  }),
  /** Step 2, on confirm: the same file again; its valid rows are saved (upserts: a repeat changes nothing), the others skipped. */
  importApply: http({
    http: { method: 'POST', path: '/bet-limit/import/apply' },
    access: 'addBetLimit',
    spec: ['limits.bettingLimitImports'],
    upload: true,
    input: limitImportInput,
    writes: ['betLimits'],
    output: z.object({ applied: z.number().int(), skipped: z.number().int() }).loose(),
  }),
  /** Every bet limit (of a level, when given) as CSV in the import's columns. */
  exportCsv: fileExport({
    path: '/bet-limits/export',
    access: 'exchangeManagement',
    // Our own: the file a limits import reads, so a trader can edit the limits in bulk and load them back.
    spec: [],
    reads: ['betLimits'],
    input: z.strictObject({ level: limitLevelSchema.optional() }),
  }),
  /** The limit that applies to a market, and where it comes from. */
  effective: get({
    path: '/market-bet-limit',
    access: 'exchangeManagement',
    spec: ['limits.marketBetLimit'],
    input: marketIdInputSchema,
    reads: ({ marketId }) => ['betLimits', entityTag('markets', marketId), 'events', 'competitions', 'sports'],
    output: effectiveLimitSchema,
  }),
  delays: wholeList({
    path: '/bet-delays',
    access: 'exchangeManagement',
    spec: FAMILY_DELAY_CALLS,
    reads: ['betDelays'],
    row: familyDelaySchema,
  }),
  saveFamilyDelay: command({
    path: '/bet-delay/family',
    access: 'addBetLimit',
    spec: FAMILY_DELAY_CALLS,
    input: z.strictObject({ family: marketFamilySchema, seconds: delaySecondsSchema }),
    writes: ['betDelays'],
    output: z.array(familyDelaySchema),
  }),
  /** Null returns the market to its family's default. */
  saveMarketDelay: marketCommand(['markets'], {
    path: '/bet-delay/custom',
    access: 'addBetLimit',
    spec: ['limits.customBetDelay'],
    fields: { seconds: delaySecondsSchema.nullable() },
    output: marketDelaySchema,
  }),
});
