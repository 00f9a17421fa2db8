import { z } from 'zod';
import { GROUPING_STYLES } from './display-preferences';
import { command, entityTag, fileExport, get, pagedList, query, remove, save, wholeList, withExpectedUpdatedAt } from './factories';
import { listOrder } from './list-order';
import { area, http, local } from './operation';
import {
  childBalanceSchema,
  cloneInputSchema,
  cloneLineSchema,
  confirmNameSchema,
  createdWhiteLabelSchema,
  createWhiteLabelSchema,
  linkHitSchema,
  menuLineSchema,
  saveWhiteLabelSchema,
  SITE_MENUS,
  siteFileSchema,
  siteUserSchema,
  transferResultSchema,
  uploadLogoSchema,
  WHITE_LABEL_STATUSES,
  whiteLabelIdInput,
  whiteLabelIdSchema,
  whiteLabelSchema,
} from './white-label-schemas';

export * from './white-label-schemas';

const ACCESS = 'addDomain';
const one = ({ _id }: { _id: string }) => [entityTag('whiteLabels', _id)];
/** A change to a site's users or money: its row, its users, its balance figures. */
const usersOf = ({ _id }: { _id: string }) => [entityTag('whiteLabels', _id), 'siteUsers', 'siteFiles'];
const confirmed = z.strictObject({ _id: whiteLabelIdSchema, confirmName: confirmNameSchema });

/** The white labels list's columns, as numbered in `order[].column`. */
export const WHITE_LABEL_ORDER = listOrder({
  columns: ['name', 'status', 'users', 'locked', 'balance', 'exposure'],
  sortable: ['name', 'status', 'users', 'balance', 'exposure'],
  initial: { column: 'name', dir: 'asc' },
});

/** A site's users list's columns, as numbered in `order[].column`. */
export const SITE_USER_ORDER = listOrder({
  columns: ['userName', 'level', 'status', 'canBet', 'statusReason', 'balance', 'exposure'],
  sortable: ['userName', 'balance', 'exposure'],
  initial: { column: 'userName', dir: 'asc' },
});

/**
 * White labels (route /dashboard/sites, flag addDomain). The dangerous actions (delete, lock all
 * children, transfer, delete records) are an admin's only: each names the site, the users and the money
 * it touches before it runs, and the exchange checks the typed name again.
 */
export const whiteLabels = area('whiteLabels', {
  list: pagedList({
    path: '/white-label/list',
    access: ACCESS,
    spec: ['whiteLabel.list'],
    reads: ['whiteLabels', 'siteUsers', 'domains'],
    row: whiteLabelSchema,
    filters: { status: z.enum(WHITE_LABEL_STATUSES).optional() },
    order: WHITE_LABEL_ORDER,
  }),
  userCounts: wholeList({
    path: '/white-label/user-counts',
    access: ACCESS,
    spec: ['whiteLabel.userCounts'],
    reads: ['whiteLabels', 'siteUsers'],
    row: z.object({ whiteLabelId: z.string(), name: z.string(), total: z.number().int(), active: z.number().int(), bettingLocked: z.number().int(), suspended: z.number().int() }),
  }),
  config: get({
    path: '/white-label/config',
    access: ACCESS,
    spec: ['whiteLabel.config'],
    reads: ({ _id }) => [entityTag('whiteLabels', _id)],
    input: whiteLabelIdInput,
    output: whiteLabelSchema.extend({ logoDataUrl: z.string().nullable() }),
  }),
  /** A create saves the site as not provisioned: the console's Add (whiteLabels.create) provisions it next. */
  save: save({ path: '/white-label/save', access: ACCESS, spec: ['whiteLabel.save'], input: saveWhiteLabelSchema, writes: ({ _id }) => [entityTag('whiteLabels', _id)], output: whiteLabelSchema }),
  /** Multipart: the logo travels as a file, checked by content and pixel size by main and again here. */
  uploadLogo: http({
    http: { method: 'POST', path: '/white-label/logo' },
    access: ACCESS,
    spec: ['whiteLabel.save'],
    upload: true,
    input: uploadLogoSchema,
    writes: one,
    output: whiteLabelSchema,
  }),
  delete: remove({ path: '/white-label/delete', access: ACCESS, adminOnly: true, spec: ['whiteLabel.delete'], input: confirmed, writes: ({ _id }) => [entityTag('whiteLabels', _id), 'domains'] }),
  clonePreview: query({
    path: '/white-label/clone-preview',
    access: ACCESS,
    spec: ['whiteLabel.clone'],
    reads: ['whiteLabels', 'domains'],
    input: z.strictObject({ sourceId: whiteLabelIdSchema }),
    output: z.object({ sourceName: z.string(), lines: z.array(cloneLineSchema) }),
  }),
  clone: save({ path: '/white-label/clone', access: ACCESS, spec: ['whiteLabel.clone'], input: cloneInputSchema, writes: ['whiteLabels', 'domains'], output: whiteLabelSchema }),
  linkSearch: query({
    path: '/white-label/link-search',
    access: ACCESS,
    spec: ['whiteLabel.linkSearch'],
    reads: ['whiteLabels', 'domains'],
    input: z.strictObject({ q: z.string().trim().min(2, 'Search: at least 2 characters.').max(100) }),
    output: z.array(linkHitSchema),
  }),
  menus: query({ path: '/white-label/menus', access: ACCESS, spec: ['whiteLabel.menus'], reads: one, input: whiteLabelIdInput, output: z.array(menuLineSchema) }),
  saveMenus: command({
    path: '/white-label/menus/save',
    access: ACCESS,
    spec: ['whiteLabel.menus'],
    // The drawer's Menus panel names the version of the site it shows: menus changed since are not undone.
    input: withExpectedUpdatedAt(z.strictObject({ _id: whiteLabelIdSchema, menus: z.array(z.enum(SITE_MENUS)).min(1, 'Menus: at least one.').max(SITE_MENUS.length) })),
    writes: one,
    output: z.array(menuLineSchema),
  }),
  childBalance: get({ path: '/white-label/child-balance', access: ACCESS, spec: ['whiteLabel.childBalanceInfo'], reads: (input) => [...usersOf(input)], input: whiteLabelIdInput, output: childBalanceSchema }),
  /** A backup alone: every user's balance and exposure as a file kept by the exchange (downloadable). */
  backup: save({ path: '/white-label/child-balance/backup', access: ACCESS, spec: ['whiteLabel.childBalanceBackup'], input: whiteLabelIdInput, writes: ({ _id }) => [entityTag('whiteLabels', _id), 'siteFiles'], output: siteFileSchema }),
  /** Writes the backup first, then moves every balance up through the ledger in one batch (idempotent). */
  transfer: save({
    path: '/white-label/child-balance/transfer',
    access: ACCESS,
    adminOnly: true,
    spec: ['whiteLabel.childBalanceTransfer', 'whiteLabel.childBalanceBackup'],
    input: confirmed,
    writes: usersOf,
    output: transferResultSchema,
  }),
  lockChildren: command({
    path: '/white-label/lock-children',
    access: ACCESS,
    adminOnly: true,
    spec: ['whiteLabel.lockAllChildren'],
    input: confirmed.extend({ reason: z.string().trim().min(3, 'Reason: at least 3 characters.').max(200, 'Reason: at most 200 characters.') }),
    writes: usersOf,
    output: z.object({ locked: z.number().int(), alreadyLocked: z.number().int(), total: z.number().int() }),
  }),
  exportRecords: fileExport({
    path: '/white-label/export-records',
    access: ACCESS,
    spec: ['whiteLabel.exportRecords'],
    reads: ['whiteLabels', 'siteUsers'],
    // `grouping` is ours (the spec's call has none): the sheet groups its money as the user who exports groups figures; international when absent.
    input: z.strictObject({ _id: whiteLabelIdSchema, format: z.enum(['xlsx', 'csv']), grouping: z.enum(GROUPING_STYLES).optional() }),
  }),
  deleteRecords: command({
    path: '/white-label/delete-records',
    access: ACCESS,
    adminOnly: true,
    spec: ['whiteLabel.deleteRecords'],
    input: confirmed,
    writes: usersOf,
    output: z.object({ closed: z.number().int() }),
  }),
  /** Ours: the site's users with their status, whether they may bet, balance and exposure. */
  users: pagedList({
    path: '/white-label/users',
    access: ACCESS,
    spec: [],
    reads: ['siteUsers'],
    row: siteUserSchema,
    filters: { whiteLabelId: whiteLabelIdSchema },
    order: SITE_USER_ORDER,
  }),
  /**
   * Ours: puts an agent (or super agent) and its whole downline under the site: how a site gets its
   * users. Refused when any of them already belongs to another site.
   */
  assignUsers: command({
    path: '/white-label/assign-users',
    access: ACCESS,
    adminOnly: true,
    spec: [],
    input: z.strictObject({ _id: whiteLabelIdSchema, rootUserName: z.string().trim().min(1, 'User name is required.').max(100) }),
    writes: usersOf,
    output: z.object({ assigned: z.number().int(), rootUserName: z.string() }),
  }),
  /** Ours: the backups kept for a site, newest first (each downloadable with siteReports.download). */
  files: query({ path: '/white-label/files', access: ACCESS, spec: [], reads: ['siteFiles'], input: whiteLabelIdInput, output: z.array(siteFileSchema) }),
  /** Main only: what the node answered to the provisioning call, recorded and audited by the exchange. */
  recordProvisioning: command({
    path: '/white-label/provisioned',
    access: ACCESS,
    bridged: false,
    // Ours: the exchange's half of the node's provisioning (external.whiteLabelCreate is the node's call).
    spec: [],
    input: z.strictObject({ _id: whiteLabelIdSchema, ok: z.boolean(), nodeSiteId: z.string().max(100).nullable(), message: z.string().max(300) }),
    writes: one,
    output: whiteLabelSchema,
  }),

  /** Served by main: save (create) on the exchange, provision on the node, record the outcome. */
  create: local({ input: createWhiteLabelSchema, output: createdWhiteLabelSchema }),
  /** Served by main: clone on the exchange, then provision the copy on the node. */
  cloneAndProvision: local({ input: cloneInputSchema, output: createdWhiteLabelSchema }),
  /** Served by main: provision (again) a site that is not provisioned or whose provisioning failed. */
  provision: local({ input: whiteLabelIdInput, output: createdWhiteLabelSchema }),
});
