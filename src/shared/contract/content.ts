import { z } from 'zod';
import { catalogueIdSchema, idInputSchema, requiredTextSchema, statusInputSchema } from './catalogue-common';
import { command, entityTag, get, query, remove, save, sequence, wholeList, withExpectedUpdatedAt } from './factories';
import { uploadFileSchema } from './files';
import { area, http } from './operation';

/** Everything punters see goes through a draft first: a graphic trader prepares, a graphic manager publishes. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const isHttps = (v: string) => URL.canParse(v) && new URL(v).protocol === 'https:';
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label}: at most 500 characters.`)
    .refine((v) => v === '' || isHttps(v), `${label}: an https address, or empty.`);
/**
 * A link an answer carries, which the console may show as a link: https or none. What the forms send is
 * checked on the way out; this checks what comes back (rows written by other tools, another exchange).
 */
const shownLink = (allowed: (link: string) => boolean, what: string) => z.string().refine((v) => v === '' || allowed(v), `Not ${what}.`);
const dateTime = z.string().trim().refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'A date and time, or empty.');

export const bannerSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    link: shownLink(isHttps, 'an https address'),
    site: z.string(),
    startAt: z.string().nullable(),
    endAt: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
    width: z.number().int(),
    height: z.number().int(),
    imageType: z.string(),
    imageBytes: z.number().int(),
    sequence: z.number().int(),
    /** Published and inside its schedule now. */
    live: z.boolean(),
    updatedAt: z.string(),
  })
  .loose();
export type Banner = z.infer<typeof bannerSchema>;

/** Why a banner's schedule is refused when its end is not after its start (either may be left open). */
export const BANNER_END_NOT_AFTER_START = 'End: after the start.';
/**
 * True when both the start and the end are given and the end is not later: the form says so on End and the
 * exchange refuses it, with this one rule. An empty or unreadable date parses to NaN, which compares false:
 * an open end is fine, and an unreadable one keeps its own field's message.
 */
export const bannerEndsTooEarly = (startAt: string, endAt: string): boolean => Date.parse(endAt) <= Date.parse(startAt);

/** A create needs the image; an update may keep the one it has. Checked by content, size and pixel size. */
export const saveBannerSchema = z
  .strictObject({
    _id: catalogueIdSchema.optional(),
    title: requiredTextSchema('Title', 80),
    link: httpsUrl('Link').default(''),
    site: z.string().trim().min(1, 'Site is required.').max(60).default('main'),
    startAt: dateTime.default(''),
    endAt: dateTime.default(''),
    image: uploadFileSchema.optional(),
  })
  .refine((v) => !bannerEndsTooEarly(v.startAt, v.endAt), { message: BANNER_END_NOT_AFTER_START, path: ['endAt'] });

export const customBannerSchema = z
  .object({ _id: z.string(), text: z.string(), link: shownLink(isHttps, 'an https address'), colour: z.string(), site: z.string(), status: z.enum(CONTENT_STATUSES), updatedAt: z.string() })
  .loose();
export const addCustomBannerSchema = z.strictObject({
  text: requiredTextSchema('Text', 120),
  link: httpsUrl('Link').default(''),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'Colour: a hex colour such as #1c7ed6.'),
  site: z.string().trim().min(1).max(60).default('main'),
});

/** News, tips and previews: a title and a body in the safe markup (see shared/content/markup.ts), per sport or event. */
export const ARTICLE_KINDS = ['news', 'tip', 'preview'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const articleSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(ARTICLE_KINDS),
    title: z.string(),
    body: z.string(),
    sportId: z.string().nullable(),
    eventId: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .loose();
export type Article = z.infer<typeof articleSchema>;
export const saveArticleSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  kind: z.enum(ARTICLE_KINDS),
  title: requiredTextSchema('Title', 120),
  body: z.string().trim().min(1, 'Text is required.').max(5000, 'Text: at most 5,000 characters.'),
  sportId: catalogueIdSchema.nullable().default(null),
  eventId: catalogueIdSchema.nullable().default(null),
});

export const menuItemSchema = z.object({ _id: z.string(), label: z.string(), target: z.string(), placement: z.enum(['header', 'footer']), sequence: z.number().int() }).loose();
export const addMenuItemSchema = z.strictObject({
  label: requiredTextSchema('Label', 40),
  target: z
    .string()
    .trim()
    .min(1, 'Target is required.')
    .max(300)
    .refine((v) => /^\/[\w\-/]*$/.test(v) || (URL.canParse(v) && new URL(v).protocol === 'https:'), 'Target: a site path such as /promotions, or an https address.'),
  placement: z.enum(['header', 'footer']),
});

type MenuEntry = { label: string; target: string; placement: 'header' | 'footer' };
/**
 * Why a new menu item clashes with the items of its menu (header or footer), by field: a label shown
 * twice or a target linked twice confuses visitors. Labels compare without case; empty when it fits.
 * The exchange refuses with these messages, and the form says them before sending.
 */
export const menuItemClashes = (items: readonly MenuEntry[], item: MenuEntry): Partial<Record<'label' | 'target', string>> => {
  const same = items.filter((other) => other.placement === item.placement);
  const label = item.label.trim();
  const target = item.target.trim();
  const clashes: Partial<Record<'label' | 'target', string>> = {};
  if (label !== '' && same.some((other) => other.label.toLowerCase() === label.toLowerCase()))
    clashes.label = `Label: the ${item.placement} menu has ${label} already; choose another label.`;
  if (target !== '' && same.some((other) => other.target === target))
    clashes.target = `Target: the ${item.placement} menu links to ${target} already; remove that item first or choose another target.`;
  return clashes;
};

export const TELEGRAM_LINK = /^https:\/\/t\.me\/[A-Za-z0-9_]{5,32}(\/\d+)?$/;
export const telegramSchema = z.object({ link: shownLink((v) => TELEGRAM_LINK.test(v), 'a t.me link'), updatedAt: z.string().nullable() }).loose();

const siteInput = z.strictObject({ site: z.string().trim().max(60).optional() });

/** Publish a draft or take it back to draft (ours: publishing is the manager's half of the spec's save). */
const setStatus = <O extends z.ZodType>(kind: 'banners' | 'articles', path: string, output: O) =>
  command({ path, access: 'graphicManagement', spec: [], input: statusInputSchema(CONTENT_STATUSES), writes: ({ _id }) => [entityTag(kind, _id)], output });

/**
 * Content and graphics (route graphic-management, flag graphicsManagement). A graphic trader (graphicTrader)
 * prepares drafts: banners with their images, custom banners, news, tips and previews; a graphic manager
 * (graphicManagement) also publishes, reorders, deletes and restores, and sets the Telegram link and menus.
 * The exchange checks both (saves accept either flag).
 */
export const content = area('content', {
  banners: query({ path: '/banner/list', access: 'graphicsManagement', spec: ['content.bannerList'], reads: ['banners'], input: siteInput, output: z.array(bannerSchema) }),
  /** One banner's image as a data URL, for its thumbnail and the site preview (windows load no image from elsewhere). */
  bannerImage: get({ path: '/banner/image', access: 'graphicsManagement', spec: [], reads: ['banners'], input: idInputSchema, output: z.object({ dataUrl: z.string() }) }),
  /** Multipart: the image travels as a file (checked by main and again by the exchange). */
  saveBanner: http({
    http: { method: 'POST', path: '/banner/save' },
    access: 'graphicsManagement',
    spec: ['content.bannerSave'],
    upload: true,
    idempotent: true,
    input: withExpectedUpdatedAt(saveBannerSchema),
    writes: ({ _id }) => [entityTag('banners', _id)],
    output: bannerSchema,
  }),
  setBannerStatus: setStatus('banners', '/banner/status', bannerSchema),
  deleteBanner: remove({ path: '/banner/delete', access: 'graphicManagement', spec: ['content.bannerDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('banners', _id), 'deletedBanners'] }),
  bannerOrder: sequence({
    path: '/banner/sequence',
    access: 'graphicManagement',
    spec: ['content.bannerSequence'],
    input: z.strictObject({ ids: z.array(catalogueIdSchema).max(200) }),
    writes: ['banners'],
    output: z.array(bannerSchema),
  }),
  /** Ours: deleted banners (kept with their image), newest first, for restoring. */
  deletedBanners: wholeList({ path: '/banner/deleted', access: 'graphicManagement', spec: [], reads: ['deletedBanners'], row: bannerSchema.extend({ deletedAt: z.string(), deletedBy: z.string().nullable() }) }),
  restoreBanner: command({ path: '/banner/restore', access: 'graphicManagement', spec: [], input: idInputSchema, writes: ({ _id }) => [entityTag('banners', _id), 'deletedBanners'], output: bannerSchema }),

  customBanners: query({ path: '/custom-banner/list', access: 'graphicsManagement', spec: ['content.customBannerList'], reads: ['customBanners'], input: siteInput, output: z.array(customBannerSchema) }),
  addCustomBanner: save({ path: '/custom-banner/add', access: 'graphicsManagement', spec: ['content.customBannerAdd'], input: addCustomBannerSchema, writes: ['customBanners'], output: customBannerSchema }),
  deleteCustomBanner: remove({ path: '/custom-banner/delete', access: 'graphicManagement', spec: ['content.customBannerDelete'], input: idInputSchema, writes: ['customBanners'] }),

  articles: query({
    path: '/articles',
    access: 'graphicsManagement',
    spec: ['content.news'],
    reads: ['articles'],
    input: z.strictObject({ kind: z.enum(ARTICLE_KINDS).optional() }),
    output: z.array(articleSchema),
  }),
  saveArticle: save({
    path: '/article/save',
    access: 'graphicsManagement',
    spec: ['content.tipsPreviewSave', 'content.tipsPreviewUpdate'],
    input: saveArticleSchema,
    writes: ({ _id }) => [entityTag('articles', _id)],
    output: articleSchema,
  }),
  setArticleStatus: setStatus('articles', '/article/status', articleSchema),

  telegram: query({ path: '/telegram-link', access: 'graphicsManagement', spec: [], reads: ['telegram'], input: z.strictObject({}), output: telegramSchema }),
  saveTelegram: command({
    path: '/telegram-link/save',
    access: 'graphicManagement',
    spec: ['content.telegramLink'],
    input: z.strictObject({ link: z.string().trim().regex(TELEGRAM_LINK, 'Telegram link: a t.me address such as https://t.me/ExchangeSupport.') }),
    writes: ['telegram'],
    output: telegramSchema,
  }),

  menus: wholeList({ path: '/menu/list', access: 'graphicsManagement', spec: [], reads: ['menus'], row: menuItemSchema }),
  addMenu: save({ path: '/menu/add', access: 'graphicManagement', spec: ['content.menuAdd'], input: addMenuItemSchema, writes: ['menus'], output: menuItemSchema }),
  deleteMenu: remove({ path: '/menu/delete', access: 'graphicManagement', spec: [], input: idInputSchema, writes: ['menus'] }),
});
