import { z } from 'zod';
import { MARKET_FAMILIES, MARKET_STATUSES, SELECTION_STATUSES } from '../catalogue';
import { namedRowFields } from './fields';

/**
 * Ids of catalogue records (the demo's are 24-hex, a real exchange's may differ: only bounded text is assumed).
 * Its messages name the field as the form or the exchange labels it ("Sport: pick one" in the form kit).
 */
export const catalogueIdSchema = z.string().trim().min(1).max(64);

/** Whether a field's schema is a catalogue id, optional, nullable or defaulted or not: a pick of a record. */
export const isCatalogueIdField = (schema: z.ZodType): boolean => {
  let inner: z.ZodType | undefined = schema;
  while (inner !== undefined && inner !== catalogueIdSchema) inner = (inner.def as { innerType?: z.ZodType }).innerType;
  return inner === catalogueIdSchema;
};

export const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(120, `${label} must be at most 120 characters.`);

/** Any other required text: trimmed, at most `max` characters, its messages naming the field. */
export const requiredTextSchema = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label}: at most ${max} characters.`);

export const externalIdSchema = z.string().trim().max(64).nullable();

/** Every catalogue list is a DataTables list (start, length, search, order) with its filters, and answers a page of it. */
export { dataTableRequestWith as catalogueListInput, dataTablePageSchema as pageOf } from './data-table';

export const dateTimeSchema = z.string().min(1);

/** A row names its parents by id and by name, so a list shows where it sits without a second call. */
const underSport = { sportId: z.string(), sportName: z.string() };
const underCompetition = { ...underSport, competitionId: z.string(), competitionName: z.string() };
const underEvent = { ...underCompetition, eventId: z.string(), eventName: z.string() };

/** A report's or monitor's row about one market names it and its event, so it reads without a second call. */
export const namedMarketFields = { marketId: z.string(), marketName: z.string(), eventName: z.string() };

/** A competition's or event's provider id and its on/off switch. */
const switchable = {
  externalId: z.string().nullable(),
  active: z.boolean(),
  /** This and every level above it switched on: its events can show on the site. */
  shownOnSite: z.boolean(),
};

/** Counts shown beside every level of the tree, so a trader sees at a glance what a row holds. */
export const sportSchema = z
  .object({
    ...namedRowFields,
    externalId: z.string().nullable(),
    active: z.boolean(),
    sequence: z.number().int(),
    competitionCount: z.number().int(),
    eventCount: z.number().int(),
    openMarketCount: z.number().int(),
    updatedAt: dateTimeSchema,
  })
  .loose();
export type Sport = z.infer<typeof sportSchema>;

export const competitionSchema = z
  .object({
    _id: z.string(),
    ...underSport,
    name: z.string(),
    country: z.string(),
    ...switchable,
    eventCount: z.number().int(),
    openMarketCount: z.number().int(),
    updatedAt: dateTimeSchema,
  })
  .loose();
export type Competition = z.infer<typeof competitionSchema>;

export const eventSchema = z
  .object({
    _id: z.string(),
    ...underCompetition,
    name: z.string(),
    openDate: dateTimeSchema,
    country: z.string(),
    inPlayCapable: z.boolean(),
    ...switchable,
    marketCount: z.number().int(),
    openMarketCount: z.number().int(),
    updatedAt: dateTimeSchema,
  })
  .loose();
export type CatalogueEvent = z.infer<typeof eventSchema>;

export const marketStatusSchema = z.enum(MARKET_STATUSES);
export const selectionStatusSchema = z.enum(SELECTION_STATUSES);
export const marketFamilySchema = z.enum(MARKET_FAMILIES);

export const selectionSchema = z
  .object({ ...namedRowFields, status: selectionStatusSchema, sequence: z.number().int() })
  .loose();
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z
  .object({
    _id: z.string(),
    ...underEvent,
    marketTypeId: z.string(),
    marketTypeCode: z.string(),
    family: marketFamilySchema,
    name: z.string(),
    status: marketStatusSchema,
    inPlay: z.boolean(),
    popular: z.boolean(),
    /** The market's own delay; null = its family's default. */
    betDelaySeconds: z.number().int().nullable(),
    effectiveDelaySeconds: z.number().int(),
    sequence: z.number().int(),
    accessCode: z.string(),
    externalId: z.string().nullable(),
    selectionCount: z.number().int(),
    /** Open, and its sport, competition and event switched on. */
    takesBets: z.boolean(),
    updatedAt: dateTimeSchema,
  })
  .loose();
export type Market = z.infer<typeof marketSchema>;

export const marketTypeSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    family: marketFamilySchema,
    /** null: usable under any sport. */
    sportId: z.string().nullable(),
    sportName: z.string().nullable(),
    marketCount: z.number().int(),
  })
  .loose();
export type MarketType = z.infer<typeof marketTypeSchema>;

/** What a call about one record, one market or one event takes: its id. */
export const idInputSchema = z.strictObject({ _id: catalogueIdSchema });
export const marketIdInputSchema = z.strictObject({ marketId: catalogueIdSchema });
export const eventIdInputSchema = z.strictObject({ eventId: catalogueIdSchema });

export const activeInputSchema = z.strictObject({ _id: catalogueIdSchema, active: z.boolean() });
/** A status change of one record: its id and one of the record's `statuses`. */
export const statusInputSchema = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.strictObject({ _id: catalogueIdSchema, status: z.enum(statuses) });
export const deletedSchema = z.object({ deleted: z.literal(true) }).loose();
