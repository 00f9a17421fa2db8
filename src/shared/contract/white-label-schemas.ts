import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-common';
import { namedRowFields } from './fields';
import { uploadFileSchema } from './files';

/**
 * White labels (spec §7 "White label and domains"; DOMAIN.md "Sites, domains, white labels"): child sites
 * of the exchange with their configuration, menus, users and the users' balances. Amounts are major units.
 */

/** pending: saved, not yet provisioned on the operator's node; closed: its balances were moved up. */
export const WHITE_LABEL_STATUSES = ['pending', 'active', 'provisionFailed', 'closed'] as const;
export type WhiteLabelStatus = (typeof WHITE_LABEL_STATUSES)[number];
export const WHITE_LABEL_STATUS_LABELS: Record<WhiteLabelStatus, string> = {
  pending: 'Not provisioned',
  active: 'Active',
  provisionFailed: 'Provisioning failed',
  closed: 'Closed',
};

export const SITE_CURRENCIES = ['INR', 'USD', 'AED', 'GBP', 'EUR'] as const;

/** The menus a white label's site can show; each site switches its own on or off. */
export const SITE_MENUS = ['sports', 'inPlay', 'casino', 'liveCasino', 'virtual', 'lottery', 'racing', 'promotions'] as const;
export type SiteMenu = (typeof SITE_MENUS)[number];
export const SITE_MENU_LABELS: Record<SiteMenu, string> = {
  sports: 'Sports',
  inPlay: 'In-play',
  casino: 'Casino',
  liveCasino: 'Live casino',
  virtual: 'Virtual sports',
  lottery: 'Lottery',
  racing: 'Racing',
  promotions: 'Promotions',
};

export const whiteLabelIdSchema = catalogueIdSchema;
export const whiteLabelIdInput = z.strictObject({ _id: whiteLabelIdSchema });

const siteUrl = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label}: at most 200 characters.`)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:' && new URL(v).pathname === '/' && !new URL(v).search, `${label}: an https address with no path, such as https://admin.example.com.`);

/**
 * The site an address names, as two addresses are compared: its origin (scheme, lower-case host, no
 * default port), without a trailing dot on the host. `https://Admin.Example.com.:443/` → `https://admin.example.com`.
 */
export const siteOrigin = (address: string): string => {
  if (!URL.canParse(address.trim())) return address.trim().toLowerCase();
  const url = new URL(address.trim());
  url.hostname = url.hostname.replace(/\.+$/, '');
  return url.origin;
};

/** A site's admin and client addresses are two different sites: the same one twice is refused on Client URL. */
const distinctAddresses = ({ adminUrl, clientUrl }: { adminUrl: string; clientUrl: string }, ctx: z.core.$RefinementCtx) => {
  // Only two addresses to compare: a field that is not one says so itself.
  if (URL.canParse(adminUrl) && URL.canParse(clientUrl) && siteOrigin(adminUrl) === siteOrigin(clientUrl)) ctx.addIssue({ code: 'custom', path: ['clientUrl'], message: 'Client URL: use an address of its own, not the Admin URL.' });
};

/**
 * A white label's name, in any script: it is shown, sent to the node as JSON and names backup files (sent as
 * UTF-8), never put in a host name or another ASCII-only place. Letters may carry their combining marks
 * (Devanagari's vowel signs and virama: "टेस्ट साइट"), as any word of those scripts does.
 */
export const whiteLabelNameSchema = z
  .string()
  .trim()
  .min(2, 'Name: at least 2 characters.')
  .max(60, 'Name: at most 60 characters.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} .&'-]*$/u, 'Name: letters, digits, spaces and . & \' - only.');

/** Commission the operator takes on the site's net winnings, in percent, 0–100 with at most 2 decimals. */
export const commissionSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? 'Commission: required.' : 'Commission: a number.') })
  .min(0, 'Commission: 0 or more.')
  .max(100, 'Commission: at most 100.')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Commission: at most 2 decimals.');

export const userCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  bettingLocked: z.number().int(),
  suspended: z.number().int(),
  /** Users who may place a bet: active punters (agents never bet), as the Users tab's May bet; absent from an exchange that does not say. */
  mayBet: z.number().int().optional(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

export const childMoneySchema = z.object({ balance: z.number(), exposure: z.number(), available: z.number() });

export const whiteLabelSchema = z
  .object({
    ...namedRowFields,
    adminUrl: z.string(),
    clientUrl: z.string(),
    currency: z.string(),
    commission: z.number(),
    menus: z.array(z.string()),
    hasLogo: z.boolean(),
    status: z.enum(WHITE_LABEL_STATUSES),
    nodeSiteId: z.string().nullable(),
    provisionedAt: z.string().nullable(),
    provisionError: z.string().nullable(),
    clonedFromName: z.string().nullable(),
    users: userCountsSchema,
    money: childMoneySchema,
    domainCount: z.number().int(),
    updatedAt: z.string(),
  })
  .loose();
export type WhiteLabel = z.infer<typeof whiteLabelSchema>;

const whiteLabelFields = z.strictObject({
  _id: whiteLabelIdSchema.optional(),
  name: whiteLabelNameSchema,
  adminUrl: siteUrl('Admin URL'),
  clientUrl: siteUrl('Client URL'),
  currency: z.enum(SITE_CURRENCIES, { message: 'Currency: one of INR, USD, AED, GBP, EUR.' }),
  commission: commissionSchema,
  menus: z.array(z.enum(SITE_MENUS)).min(1, 'Menus: at least one.').max(SITE_MENUS.length),
});
export const saveWhiteLabelSchema = whiteLabelFields.superRefine(distinctAddresses);
/** A new site (main's create): the same without an id. */
export const createWhiteLabelSchema = whiteLabelFields.omit({ _id: true }).superRefine(distinctAddresses);
export type SaveWhiteLabelInput = z.infer<typeof saveWhiteLabelSchema>;

export const uploadLogoSchema = z.strictObject({ _id: whiteLabelIdSchema, logo: uploadFileSchema });

/**
 * One line of the clone's diff: what the new site gets from its source, and what it does not. `amount` is
 * money (major units, in the site's currency) that the console formats after `value`.
 */
export const cloneLineSchema = z.object({
  field: z.string(),
  label: z.string(),
  value: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  copied: z.boolean(),
  reason: z.string().optional(),
});
export type CloneLine = z.infer<typeof cloneLineSchema>;

export const cloneInputSchema = z
  .strictObject({
    sourceId: whiteLabelIdSchema,
    name: whiteLabelNameSchema,
    adminUrl: siteUrl('Admin URL'),
    clientUrl: siteUrl('Client URL'),
  })
  .superRefine(distinctAddresses);
export type CloneInput = z.infer<typeof cloneInputSchema>;

/** What the dangerous actions need typed: the site's name, exactly, so a slip of the mouse does nothing. */
export const confirmNameSchema = z.string().trim().min(1, 'Type the white label\u2019s name to confirm.').max(60);

export const childBalanceSchema = z.object({
  whiteLabelId: z.string(),
  name: z.string(),
  status: z.enum(WHITE_LABEL_STATUSES),
  users: userCountsSchema,
  money: childMoneySchema,
  /** Users whose balance is not zero, split by sign: what a transfer moves. */
  inCredit: z.object({ users: z.number().int(), amount: z.number() }),
  inDebit: z.object({ users: z.number().int(), amount: z.number() }),
  /** Users with open bets: a transfer waits until they are settled. */
  withExposure: z.number().int(),
  /** Where a transfer sends the balances. */
  transferTo: z.string(),
  lastBackup: z.object({ fileId: z.string(), fileName: z.string(), createdAt: z.string() }).nullable(),
});
export type ChildBalance = z.infer<typeof childBalanceSchema>;

export const siteFileSchema = z.object({
  fileId: z.string(),
  whiteLabelId: z.string(),
  kind: z.enum(['backup', 'export']),
  fileName: z.string(),
  rows: z.number().int(),
  total: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

export const transferResultSchema = z.object({
  backup: siteFileSchema,
  transfer: z.object({ batchId: z.string(), replayed: z.boolean(), users: z.number().int(), amount: z.number(), transferTo: z.string() }),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** Who a site user is, as the site tools name them: user name, name, level and status. */
export const siteUserFields = { userName: z.string(), name: z.string(), level: z.string(), status: z.string() };

export const siteUserSchema = z.object({
  _id: z.string(),
  ...siteUserFields,
  statusReason: z.string().nullable(),
  canBet: z.boolean(),
  balance: z.number(),
  exposure: z.number(),
});
export type SiteUser = z.infer<typeof siteUserSchema>;

export const menuLineSchema = z.object({ key: z.enum(SITE_MENUS), label: z.string(), enabled: z.boolean() });

export const linkHitSchema = z.object({ whiteLabelId: z.string(), name: z.string(), kind: z.enum(['admin', 'client', 'domain']), link: z.string() });

export const provisioningSchema = z.object({ ok: z.boolean(), message: z.string(), nodeSiteId: z.string().nullable() });
export const createdWhiteLabelSchema = z.object({ whiteLabel: whiteLabelSchema, provisioning: provisioningSchema });
export type CreatedWhiteLabel = z.infer<typeof createdWhiteLabelSchema>;
