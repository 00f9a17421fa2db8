import { z } from 'zod';
import { catalogueIdSchema, marketStatusSchema } from './catalogue-common';
import { http } from './operation';

/** Top-level sections of the betting site (the exchange types: Sports, In-Play, Racing, Casino...). */
export const exchangeMenuItemSchema = z.object({ _id: z.string(), label: z.string(), path: z.string(), visible: z.boolean() }).loose();
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
  .object({ marketId: z.string(), marketName: z.string(), eventName: z.string(), sportName: z.string(), status: marketStatusSchema })
  .loose();

export const marketNavItemSchema = z.object({ marketId: z.string(), name: z.string(), status: marketStatusSchema }).loose();

const orderedIds = z
  .array(catalogueIdSchema)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear once.');

/**
 * What the betting site's navigation shows, each list saved whole in its order (the order is the sequence).
 * Each list has its own sub-flag of `navigation` (spec §3).
 */
export const navigation = {
  exchangeMenu: http({
    id: 'navigation.exchangeMenu',
    http: { method: 'POST', path: '/navigation/exchange' },
    access: 'exchangeNavigation',
    input: z.strictObject({}),
    output: z.array(exchangeMenuItemSchema),
  }),
  saveExchangeMenu: http({
    id: 'navigation.saveExchangeMenu',
    http: { method: 'POST', path: '/navigation/exchange/save' },
    access: 'exchangeNavigation',
    input: z.strictObject({ items: z.array(saveExchangeMenuItemSchema).max(30) }),
    output: z.array(exchangeMenuItemSchema),
  }),
  sports: http({
    id: 'navigation.sports',
    http: { method: 'POST', path: '/navigation/sports' },
    access: 'sportNavigation',
    input: z.strictObject({}),
    output: z.array(sportNavItemSchema),
  }),
  saveSports: http({
    id: 'navigation.saveSports',
    http: { method: 'POST', path: '/navigation/sports/save' },
    access: 'sportNavigation',
    input: z.strictObject({ items: z.array(z.strictObject({ sportId: catalogueIdSchema, visible: z.boolean() })).max(500) }),
    output: z.array(sportNavItemSchema),
  }),
  popularSports: http({
    id: 'navigation.popularSports',
    http: { method: 'POST', path: '/navigation/popular-sports' },
    access: 'sportPopular',
    input: z.strictObject({}),
    output: z.array(sportNavItemSchema),
  }),
  savePopularSports: http({
    id: 'navigation.savePopularSports',
    http: { method: 'POST', path: '/navigation/popular-sports/save' },
    access: 'sportPopular',
    input: z.strictObject({ sportIds: orderedIds }),
    output: z.array(sportNavItemSchema),
  }),
  quickLinks: http({
    id: 'navigation.quickLinks',
    http: { method: 'POST', path: '/navigation/quick-links' },
    access: 'quickLinks',
    input: z.strictObject({}),
    output: z.array(quickLinkSchema),
  }),
  saveQuickLinks: http({
    id: 'navigation.saveQuickLinks',
    http: { method: 'POST', path: '/navigation/quick-links/save' },
    access: 'quickLinks',
    input: z.strictObject({ items: z.array(saveQuickLinkSchema).max(50) }),
    output: z.array(quickLinkSchema),
  }),
  /** Markets flagged popular, in their order on the site. */
  popularBets: http({
    id: 'navigation.popularBets',
    http: { method: 'POST', path: '/navigation/popular-bets' },
    access: 'mostPopularBets',
    input: z.strictObject({}),
    output: z.array(popularBetSchema),
  }),
  savePopularBets: http({
    id: 'navigation.savePopularBets',
    http: { method: 'POST', path: '/navigation/popular-bets/save' },
    access: 'mostPopularBets',
    input: z.strictObject({ marketIds: orderedIds }),
    output: z.array(popularBetSchema),
  }),
  /** The order of an event's markets on its page (markets' sequence). */
  markets: http({
    id: 'navigation.markets',
    http: { method: 'POST', path: '/navigation/markets' },
    access: 'marketNavigation',
    input: z.strictObject({ eventId: catalogueIdSchema }),
    output: z.array(marketNavItemSchema),
  }),
  saveMarkets: http({
    id: 'navigation.saveMarkets',
    http: { method: 'POST', path: '/navigation/markets/save' },
    access: 'marketNavigation',
    input: z.strictObject({ eventId: catalogueIdSchema, marketIds: orderedIds }),
    output: z.array(marketNavItemSchema),
  }),
};
