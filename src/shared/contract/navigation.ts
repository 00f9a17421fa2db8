import { z } from 'zod';
import { catalogueIdSchema, eventIdInputSchema, marketStatusSchema, namedMarketFields } from './catalogue-common';
import { CATALOGUE_TAGS } from './catalogue';
import { query, sequence, wholeList } from './factories';
import { area } from './operation';

/**
 * The version of a whole list as it was read, on each of its rows (the same on all): a save sends back the
 * version its edits started from, and the exchange refuses it (409) once the list has changed since, so one
 * user's save never silently undoes another's. Optional both ways: an exchange without it answers rows
 * without it and ignores it in a save. An empty list's version is ''.
 */
export const listVersionSchema = z.string().max(64);
const listVersion = { listVersion: listVersionSchema.optional() };

/** Top-level sections of the betting site (the exchange types: Sports, In-Play, Racing, Casino...). */
export const exchangeMenuItemSchema = z.object({ _id: z.string(), label: z.string(), path: z.string(), visible: z.boolean(), ...listVersion }).loose();
export const saveExchangeMenuItemSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  label: z.string().trim().min(1, 'Label is required.').max(40),
  path: z
    .string()
    .trim()
    .min(1, 'Path is required.')
    .max(120)
    .regex(/^\/[\w\-/]*$/, 'Path starts with / and uses letters, digits, - and /.'),
  visible: z.boolean(),
});

export const sportNavItemSchema = z.object({ sportId: z.string(), name: z.string(), active: z.boolean(), visible: z.boolean() }).loose();

export const QUICK_LINK_TARGETS = ['sport', 'competition', 'event', 'market', 'path'] as const;
export const quickLinkSchema = z
  .object({
    _id: z.string(),
    label: z.string(),
    targetType: z.enum(QUICK_LINK_TARGETS),
    /** The catalogue record, or the site path for 'path'. */
    target: z.string(),
    targetName: z.string(),
  })
  .loose();
export const saveQuickLinkSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  label: z.string().trim().min(1, 'Label is required.').max(40),
  targetType: z.enum(QUICK_LINK_TARGETS),
  target: z.string().trim().min(1, 'Target is required.').max(120),
});

export const popularBetSchema = z
  .object({ ...namedMarketFields, sportName: z.string(), status: marketStatusSchema, ...listVersion })
  .loose();

export const marketNavItemSchema = z.object({ marketId: z.string(), name: z.string(), status: marketStatusSchema }).loose();

const orderedIds = z
  .array(catalogueIdSchema)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear once.');

/**
 * What the betting site's navigation shows, each list saved whole in its order (the order is the sequence),
 * so a repeated save changes nothing more. Each list has its own sub-flag of `navigation` (spec §3). The
 * specification names these flags but, except for the exchange types and the side navigation, no calls:
 * the others are `spec: []`, ours, because the Navigation screen edits what those flags guard.
 */
export const navigation = area('navigation', {
  /** The exchange types (Sports, In-Play, Racing, Casino...). `spec: []`: §7 names their save, update and delete only. */
  exchangeMenu: wholeList({
    path: '/navigation/exchange',
    access: 'exchangeNavigation',
    spec: [],
    reads: ['exchangeMenu'],
    row: exchangeMenuItemSchema,
  }),
  /** Adds, updates and removes exchange types in one save; refused (409) when the list changed since `listVersion`. */
  saveExchangeMenu: sequence({
    path: '/navigation/exchange/save',
    access: 'exchangeNavigation',
    spec: ['catalogue.exchangeTypeSave', 'catalogue.exchangeTypeUpdate', 'catalogue.exchangeTypeDelete'],
    input: z.strictObject({ items: z.array(saveExchangeMenuItemSchema).max(30), ...listVersion }),
    writes: ['exchangeMenu'],
    output: z.array(exchangeMenuItemSchema),
  }),
  sports: wholeList({
    path: '/navigation/sports',
    access: 'sportNavigation',
    spec: ['catalogue.sideNavigation'],
    reads: ['sports'],
    row: sportNavItemSchema,
  }),
  /** The sports' order is their sequence, which the catalogue's sports list shows too. */
  saveSports: sequence({
    path: '/navigation/sports/save',
    access: 'sportNavigation',
    spec: [],
    input: z.strictObject({ items: z.array(z.strictObject({ sportId: catalogueIdSchema, visible: z.boolean() })).max(500) }),
    writes: ['sports'],
    output: z.array(sportNavItemSchema),
  }),
  popularSports: wholeList({
    path: '/navigation/popular-sports',
    access: 'sportPopular',
    spec: [],
    reads: ['popularSports', 'sports'],
    row: sportNavItemSchema,
  }),
  savePopularSports: sequence({
    path: '/navigation/popular-sports/save',
    access: 'sportPopular',
    spec: [],
    input: z.strictObject({ sportIds: orderedIds }),
    writes: ['popularSports'],
    output: z.array(sportNavItemSchema),
  }),
  /** Links name their catalogue target. */
  quickLinks: wholeList({
    path: '/navigation/quick-links',
    access: 'quickLinks',
    spec: [],
    reads: ['quickLinks', ...CATALOGUE_TAGS],
    row: quickLinkSchema,
  }),
  saveQuickLinks: sequence({
    path: '/navigation/quick-links/save',
    access: 'quickLinks',
    spec: [],
    input: z.strictObject({ items: z.array(saveQuickLinkSchema).max(50) }),
    writes: ['quickLinks'],
    output: z.array(quickLinkSchema),
  }),
  /** Markets flagged popular, in their order on the site. */
  popularBets: wholeList({
    path: '/navigation/popular-bets',
    access: 'mostPopularBets',
    spec: [],
    reads: CATALOGUE_TAGS,
    row: popularBetSchema,
  }),
  /** Sets the markets' popular flag, which the catalogue shows; refused (409) when the list changed since `listVersion`. */
  savePopularBets: sequence({
    path: '/navigation/popular-bets/save',
    access: 'mostPopularBets',
    spec: [],
    input: z.strictObject({ marketIds: orderedIds, ...listVersion }),
    writes: ['markets'],
    output: z.array(popularBetSchema),
  }),
  /** The order of an event's markets on its page (markets' sequence). */
  markets: query({
    path: '/navigation/markets',
    access: 'marketNavigation',
    spec: [],
    reads: ['markets'],
    input: eventIdInputSchema,
    output: z.array(marketNavItemSchema),
  }),
  saveMarkets: sequence({
    path: '/navigation/markets/save',
    access: 'marketNavigation',
    spec: [],
    input: z.strictObject({ eventId: catalogueIdSchema, marketIds: orderedIds }),
    writes: ['markets'],
    output: z.array(marketNavItemSchema),
  }),
});
