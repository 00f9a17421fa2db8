import { z } from 'zod';
import { INITIAL_MARKET_STATUSES, MARKET_STATUSES } from '../catalogue';
import { CATALOGUE_TAGS } from './catalogue';
import {
  catalogueIdSchema,
  externalIdSchema,
  idInputSchema,
  marketFamilySchema,
  marketSchema,
  marketStatusSchema,
  marketTypeSchema,
  nameSchema,
  selectionSchema,
  selectionStatusSchema,
  statusInputSchema,
} from './catalogue-common';
import { command, entityTag, fileExport, get, marketCommand, pagedList, query, remove, save, statusChange } from './factories';
import { effectiveLimitSchema } from './limits';
import { area } from './operation';

/** The words a trader types to confirm the one global, destructive action of this screen. */
export const SUSPEND_ALL_CONFIRMATION = 'SUSPEND ALL';

export const marketDetailSchema = marketSchema.extend({
  selections: z.array(selectionSchema),
  effectiveLimit: effectiveLimitSchema,
  delaySource: z.enum(['market', 'family', 'none']),
  /** Why the market takes no bet now; null when it does. */
  unavailableReason: z.string().nullable(),
});
export type MarketDetail = z.infer<typeof marketDetailSchema>;

const selectionNamesSchema = z
  .array(z.strictObject({ _id: catalogueIdSchema.optional(), name: nameSchema('Selection name') }))
  .min(1, 'A market needs at least one selection.')
  .max(40)
  .refine((list) => new Set(list.map((s) => s.name.trim().toLowerCase())).size === list.length, 'Selection names must be unique.');

export const saveMarketInputSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  eventId: catalogueIdSchema,
  marketTypeId: catalogueIdSchema,
  /** Empty: the market type's name. */
  name: z.string().trim().max(120).default(''),
  /** Used on create only; later changes go through setStatus and its transitions. */
  status: z.enum(INITIAL_MARKET_STATUSES).default('open'),
  inPlay: z.boolean().default(false),
  popular: z.boolean().default(false),
  externalId: externalIdSchema.default(null),
  selections: selectionNamesSchema,
});
export type SaveMarketInput = z.input<typeof saveMarketInputSchema>;

/** Exports were declared here first; demo and main code import them from this module. */
export { exportFileSchema, type ExportFile } from './factories';

export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;

export const suspendAllStateSchema = z
  .object({
    openCount: z.number().int(),
    /** The last "suspend all" that has not been restored yet. */
    pending: z.object({ batchId: z.string(), at: z.string(), by: z.string().nullable(), count: z.number().int(), stillSuspended: z.number().int() }).nullable(),
  })
  .loose();

export const saveMarketTypeInputSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  code: z
    .string()
    .trim()
    .min(1, 'Code is required.')
    .max(40)
    .regex(/^[A-Z0-9_]+$/, 'Code uses capital letters, digits and underscores.'),
  name: nameSchema('Market type name'),
  family: marketFamilySchema,
  sportId: catalogueIdSchema.nullable().default(null),
});

/** A market's rows show its type's code and its effective bet delay (the family default when it has none). */
const MARKET_READS = [...CATALOGUE_TAGS, 'marketTypes', 'betDelays'] as const;

const autoMarketsSchema = z.object({ marketTypeIds: z.array(z.string()), overs: z.array(z.number().int()) }).loose();

/**
 * Markets and market types: browse, add, update, delete, status and flags, suspend all, access-code exports.
 * One operation serves a market of any family; the families' own desks (their per-family calls) are not
 * built yet, so only calls that are family-neutral in the specification are claimed here.
 */
export const markets = area('markets', {
  list: pagedList({
    path: '/markets',
    access: 'exchangeManagement',
    spec: ['catalogue.markets'],
    reads: MARKET_READS,
    row: marketSchema,
    filters: {
      sportId: catalogueIdSchema.optional(),
      competitionId: catalogueIdSchema.optional(),
      eventId: catalogueIdSchema.optional(),
      status: marketStatusSchema.optional(),
      popular: z.boolean().optional(),
    },
  }),
  /** `spec: []`: the detail pane of the catalogue screen (the families' "details" calls belong to their desks). */
  get: get({
    path: '/market',
    access: 'exchangeManagement',
    spec: [],
    input: idInputSchema,
    reads: ({ _id }) => [entityTag('markets', _id), 'sports', 'competitions', 'events', 'marketTypes', 'betLimits', 'betDelays'],
    output: marketDetailSchema,
  }),
  save: save({
    path: '/market/save',
    access: 'addMarket',
    spec: ['catalogue.addMarket', 'catalogue.updateMarket'],
    input: saveMarketInputSchema,
    // Saving a market with bets reserves its punters again (a new selection is one more way to lose).
    writes: ({ _id }) => [entityTag('markets', _id), 'money'],
    output: marketDetailSchema,
    idempotent: true,
  }),
  delete: remove({
    path: '/market/delete',
    access: 'addMarket',
    spec: ['catalogue.deleteMarket'],
    input: idInputSchema,
    writes: ({ _id }) => [entityTag('markets', _id)],
  }),
  /** A status change within the allowed transitions (see `catalogue/market-status`). */
  setStatus: statusChange({
    path: '/market/status',
    access: 'addMarket',
    spec: ['catalogue.marketFieldsUpdate'],
    input: statusInputSchema(MARKET_STATUSES),
    writes: ({ _id }) => [entityTag('markets', _id)],
    output: marketDetailSchema,
  }),
  /** Spec §4: in-play and popular flags per market. */
  setFlags: statusChange({
    path: '/market/flags',
    access: 'addMarket',
    spec: ['catalogue.marketFlagsUpdate'],
    input: z.strictObject({ _id: catalogueIdSchema, inPlay: z.boolean().optional(), popular: z.boolean().optional() }),
    writes: ({ _id }) => [entityTag('markets', _id)],
    output: marketDetailSchema,
  }),
  /**
   * `spec: []`: ours for any market; the selection-status calls of §7 are the bookmaker, sportsbook and racing
   * desks'. Removing a selection re-reserves the market's punters, so money screens refresh too.
   */
  setSelectionStatus: marketCommand(['markets', 'money'], {
    path: '/market/selection-status',
    access: 'addMarket',
    spec: [],
    fields: { selectionId: catalogueIdSchema, status: selectionStatusSchema },
    output: marketDetailSchema,
  }),
  /** `spec: []`: ours, what the Suspend all / Restore panel shows (open markets, the pending suspension). */
  suspendAllState: query({
    path: '/all-market/state',
    access: 'exchangeManagement',
    spec: [],
    reads: ['markets'],
    input: z.strictObject({}),
    output: suspendAllStateSchema,
  }),
  /**
   * Every open market at once: every catalogue query goes stale. Keyed (a retry after a lost answer is
   * answered once); pressed again while a "suspend all" is in force, it adds the markets open now to that
   * batch and answers it (`suspended`: every market the batch holds; `added`: those this press suspended).
   */
  suspendAll: save({
    path: '/all-market/suspend',
    access: 'addMarket',
    spec: ['risk.allMarketSuspend'],
    input: z.strictObject({
      confirmation: z.literal(SUSPEND_ALL_CONFIRMATION, { message: `Type ${SUSPEND_ALL_CONFIRMATION} to confirm.` }),
    }),
    writes: ['markets'],
    output: z.object({ batchId: z.string(), suspended: z.number().int(), added: z.number().int() }).loose(),
    idempotent: true,
  }),
  /**
   * Reopens exactly the markets the pending "suspend all" suspended and that are still suspended, but a
   * market with a result or whose race is off (its event started and its bets closed at the off): these stay
   * suspended (`stayedSuspendedOff`: how many did because their race is off; absent from an older exchange).
   * `spec: []`: ours, the way back from the one global destructive action.
   */
  restoreAll: command({
    path: '/all-market/restore',
    access: 'addMarket',
    spec: [],
    input: z.strictObject({ batchId: z.string().trim().min(1).max(64) }),
    writes: ['markets'],
    output: z.object({ restored: z.number().int(), stayedSuspendedOff: z.number().int().optional() }).loose(),
  }),
  exportAccessCodes: fileExport({
    path: '/market-access-codes/export',
    access: 'exchangeManagement',
    spec: ['get.exportAccessCodesPdf', 'get.exportAccessCodesExcel'],
    reads: CATALOGUE_TAGS,
    input: z.strictObject({
      format: z.enum(EXPORT_FORMATS),
      sportId: catalogueIdSchema.optional(),
      competitionId: catalogueIdSchema.optional(),
      eventId: catalogueIdSchema.optional(),
    }),
  }),
  /** Market types count their markets and name their sport; the list's search is the market type search. */
  types: pagedList({
    path: '/market-types',
    access: 'exchangeManagement',
    spec: ['catalogue.marketTypes', 'catalogue.marketTypeSearch'],
    reads: ['marketTypes', 'sports', 'markets'],
    row: marketTypeSchema,
    filters: { sportId: catalogueIdSchema.optional() },
  }),
  saveType: save({
    path: '/market-type/save',
    access: 'addMarket',
    spec: ['catalogue.addMarketType', 'catalogue.updateMarketType'],
    input: saveMarketTypeInputSchema,
    writes: ({ _id }) => [entityTag('marketTypes', _id)],
    output: marketTypeSchema,
    idempotent: true,
  }),
  deleteType: remove({
    path: '/market-type/delete',
    access: 'addMarket',
    spec: ['catalogue.deleteMarketType'],
    input: idInputSchema,
    writes: ({ _id }) => [entityTag('marketTypes', _id), entityTag('autoMarkets', null)],
  }),
  /** Market types created automatically with every new event of a sport; overs lines for cricket sessions. */
  autoMarkets: query({
    path: '/auto-markets',
    access: 'exchangeManagement',
    spec: ['catalogue.autoMarketsList', 'catalogue.oversList'],
    input: z.strictObject({ sportId: catalogueIdSchema }),
    reads: ({ sportId }) => [entityTag('autoMarkets', sportId), 'marketTypes'],
    output: autoMarketsSchema,
  }),
  /** `spec: []`: §7 lists the auto markets and overs lists; setting them is ours. Replaces the lists whole. */
  saveAutoMarkets: command({
    path: '/auto-markets/save',
    access: 'addMarket',
    spec: [],
    input: z.strictObject({
      sportId: catalogueIdSchema,
      marketTypeIds: z.array(catalogueIdSchema).max(50),
      overs: z
        .array(z.number().int().min(1, 'Overs must be between 1 and 50.').max(50, 'Overs must be between 1 and 50.'))
        .max(50)
        .refine((list) => new Set(list).size === list.length, 'Each overs line once.'),
    }),
    writes: ({ sportId }) => [entityTag('autoMarkets', sportId)],
    output: autoMarketsSchema,
  }),
});
