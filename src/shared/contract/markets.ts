import { z } from 'zod';
import { INITIAL_MARKET_STATUSES } from '../catalogue';
import {
  catalogueIdSchema,
  deletedSchema,
  externalIdSchema,
  idInputSchema,
  marketFamilySchema,
  marketSchema,
  marketStatusSchema,
  marketTypeSchema,
  nameSchema,
  pageOf,
  pageRequestSchema,
  selectionSchema,
  selectionStatusSchema,
} from './catalogue-common';
import { effectiveLimitSchema } from './limits';
import { http } from './operation';

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

export const exportFileSchema = z.object({ fileName: z.string().min(1), contentType: z.string(), base64: z.string() });
export type ExportFile = z.infer<typeof exportFileSchema>;

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

/** Markets and market types: browse, add, update, delete, status and flags, suspend all, access-code exports. */
export const markets = {
  list: http({
    id: 'markets.list',
    http: { method: 'POST', path: '/markets' },
    access: 'exchangeManagement',
    input: pageRequestSchema.extend({
      sportId: catalogueIdSchema.optional(),
      competitionId: catalogueIdSchema.optional(),
      eventId: catalogueIdSchema.optional(),
      status: marketStatusSchema.optional(),
      popular: z.boolean().optional(),
    }),
    output: pageOf(marketSchema),
  }),
  get: http({
    id: 'markets.get',
    http: { method: 'POST', path: '/market' },
    access: 'exchangeManagement',
    input: idInputSchema,
    output: marketDetailSchema,
  }),
  save: http({
    id: 'markets.save',
    http: { method: 'POST', path: '/market/save' },
    access: 'addMarket',
    input: saveMarketInputSchema,
    output: marketDetailSchema,
    idempotent: true,
  }),
  delete: http({
    id: 'markets.delete',
    http: { method: 'POST', path: '/market/delete' },
    access: 'addMarket',
    input: idInputSchema,
    output: deletedSchema,
  }),
  setStatus: http({
    id: 'markets.setStatus',
    http: { method: 'POST', path: '/market/status' },
    access: 'addMarket',
    input: z.strictObject({ _id: catalogueIdSchema, status: marketStatusSchema }),
    output: marketDetailSchema,
  }),
  /** Spec §4: in-play and popular flags per market. */
  setFlags: http({
    id: 'markets.setFlags',
    http: { method: 'POST', path: '/market/flags' },
    access: 'addMarket',
    input: z.strictObject({ _id: catalogueIdSchema, inPlay: z.boolean().optional(), popular: z.boolean().optional() }),
    output: marketDetailSchema,
  }),
  setSelectionStatus: http({
    id: 'markets.setSelectionStatus',
    http: { method: 'POST', path: '/market/selection-status' },
    access: 'addMarket',
    input: z.strictObject({ marketId: catalogueIdSchema, selectionId: catalogueIdSchema, status: selectionStatusSchema }),
    output: marketDetailSchema,
  }),
  suspendAllState: http({
    id: 'markets.suspendAllState',
    http: { method: 'POST', path: '/all-market/state' },
    access: 'exchangeManagement',
    input: z.strictObject({}),
    output: suspendAllStateSchema,
  }),
  suspendAll: http({
    id: 'markets.suspendAll',
    http: { method: 'POST', path: '/all-market/suspend' },
    access: 'addMarket',
    input: z.strictObject({
      confirmation: z.literal(SUSPEND_ALL_CONFIRMATION, { message: `Type ${SUSPEND_ALL_CONFIRMATION} to confirm.` }),
    }),
    output: z.object({ batchId: z.string(), suspended: z.number().int() }).loose(),
  }),
  /** Reopens exactly the markets the pending "suspend all" suspended and that are still suspended. */
  restoreAll: http({
    id: 'markets.restoreAll',
    http: { method: 'POST', path: '/all-market/restore' },
    access: 'addMarket',
    input: z.strictObject({ batchId: z.string().trim().min(1).max(64) }),
    output: z.object({ restored: z.number().int() }).loose(),
  }),
  /** Spec §7 (GET): market access codes as a PDF or Excel file. */
  exportAccessCodes: http({
    id: 'markets.exportAccessCodes',
    http: { method: 'GET', path: '/market-access-codes/export' },
    access: 'exchangeManagement',
    file: true,
    input: z.strictObject({
      format: z.enum(EXPORT_FORMATS),
      sportId: catalogueIdSchema.optional(),
      competitionId: catalogueIdSchema.optional(),
      eventId: catalogueIdSchema.optional(),
    }),
    output: exportFileSchema,
  }),
  types: http({
    id: 'markets.types',
    http: { method: 'POST', path: '/market-types' },
    access: 'exchangeManagement',
    input: pageRequestSchema.extend({ sportId: catalogueIdSchema.optional() }),
    output: pageOf(marketTypeSchema),
  }),
  saveType: http({
    id: 'markets.saveType',
    http: { method: 'POST', path: '/market-type/save' },
    access: 'addMarket',
    input: saveMarketTypeInputSchema,
    output: marketTypeSchema,
    idempotent: true,
  }),
  deleteType: http({
    id: 'markets.deleteType',
    http: { method: 'POST', path: '/market-type/delete' },
    access: 'addMarket',
    input: idInputSchema,
    output: deletedSchema,
  }),
  /** Market types created automatically with every new event of a sport; overs lines for cricket sessions. */
  autoMarkets: http({
    id: 'markets.autoMarkets',
    http: { method: 'POST', path: '/auto-markets' },
    access: 'exchangeManagement',
    input: z.strictObject({ sportId: catalogueIdSchema }),
    output: z.object({ marketTypeIds: z.array(z.string()), overs: z.array(z.number().int()) }).loose(),
  }),
  saveAutoMarkets: http({
    id: 'markets.saveAutoMarkets',
    http: { method: 'POST', path: '/auto-markets/save' },
    access: 'addMarket',
    input: z.strictObject({
      sportId: catalogueIdSchema,
      marketTypeIds: z.array(catalogueIdSchema).max(50),
      overs: z
        .array(z.number().int().min(1, 'Overs must be between 1 and 50.').max(50, 'Overs must be between 1 and 50.'))
        .max(50)
        .refine((list) => new Set(list).size === list.length, 'Each overs line once.'),
    }),
    output: z.object({ marketTypeIds: z.array(z.string()), overs: z.array(z.number().int()) }).loose(),
  }),
};
