import { z } from 'zod';
import { isPermissionKey, permissionMapSchema } from '../permissions';
import { command, dataTableList, entityTag, query, remove, save, statusChange } from './factories';
import { namedRowFields } from './fields';
import { listOrder } from './list-order';
import { area } from './operation';
import { MIN_PASSWORD_LENGTH } from './auth';

/** Spec §3/§9: created traders default to role TRADER. */
export const DEFAULT_TRADER_ROLE = 'TRADER';
/** Spec §9: the trader table's page length. */
export const TRADER_PAGE_LENGTH = 10;

/**
 * The trader table's columns (spec §2 order), as numbered in `order[].column`. Only the first three sort;
 * spec §9's default order is column 0 descending.
 */
export const TRADER_ORDER = listOrder({
  columns: ['name', 'userName', 'status', 'permissions', 'ipLogs', 'edit', 'active', 'actions'],
  sortable: ['name', 'userName', 'status'],
  initial: { column: 'name', dir: 'desc' },
});

export const TRADER_STATUSES = ['active', 'inactive'] as const;
export type TraderStatus = (typeof TRADER_STATUSES)[number];

export const idSchema = z.string().trim().min(1).max(64);

export const traderRowSchema = z
  .object({
    ...namedRowFields,
    userName: z.string(),
    domain: z.string(),
    /** "active" shows the toggle on (spec §3). */
    status: z.string(),
    role: z.string(),
    createdAt: z.string().optional(),
    /**
     * False where the caller may not change this account (it holds a flag the caller lacks, or it is an
     * admin's and the caller is not): its buttons are off. Absent from an exchange that does not say.
     */
    manageable: z.boolean().optional(),
  })
  .loose();
export type TraderRow = z.infer<typeof traderRowSchema>;

export const TRADER_FIELD_MESSAGES = {
  nameRequired: 'Name is required.',
  userNameRequired: 'User Name is required.',
  userNameFormat: 'User Name may contain letters, digits, dot, dash and underscore only.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters long.',
} as const;

export const traderNameSchema = z.string().trim().min(1, TRADER_FIELD_MESSAGES.nameRequired).max(100);
export const userNameSchema = z
  .string()
  .trim()
  .min(1, TRADER_FIELD_MESSAGES.userNameRequired)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/, TRADER_FIELD_MESSAGES.userNameFormat);
export const newPasswordSchema = z
  .string()
  .min(1, TRADER_FIELD_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, TRADER_FIELD_MESSAGES.passwordTooShort)
  .max(200);

/**
 * Spec §7 "Add trader": create, or edit when `traderId` is given. The password is required on create; on
 * edit an empty or missing one keeps the current password. An empty `domain` means the creator's own.
 */
export const addTraderInputSchema = z
  .strictObject({
    name: traderNameSchema,
    userName: userNameSchema,
    domain: z.string().trim().max(253).default(''),
    password: z.string().max(200).optional(),
    role: z.string().trim().min(1).max(40).default(DEFAULT_TRADER_ROLE),
    traderId: idSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const password = input.password ?? '';
    if (input.traderId !== undefined && password === '') return;
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
    }
  });
export type AddTraderInput = z.input<typeof addTraderInputSchema>;

export const loginRecordSchema = z
  .object({
    at: z.string(),
    ip: z.string(),
    /**
     * success, wrong-password, inactive (a refused login of a deactivated account), unknown-user, awaiting-code
     * (a right password, its second-factor code asked) or wrong-code.
     */
    outcome: z.string(),
    client: z.string(),
  })
  .loose();
export type LoginRecord = z.infer<typeof loginRecordSchema>;

const traderIdInput = z.strictObject({ traderId: idSchema });

/** A permission map to store: only keys of the catalogue (spec §3); a typo must not pass as a new flag. */
export const storedPermissionMapSchema = permissionMapSchema.refine(
  (map) => Object.keys(map).every(isPermissionKey),
  'Unknown permission key.',
);

/** Staff and market traders are rows of one accounts table: a change to either shows in both lists. */
export const ACCOUNT_TAGS = ['traders', 'staff'] as const;

export const traders = area('traders', {
  list: dataTableList({
    path: '/trader-list',
    access: 'marketTraderManagement',
    spec: ['known.tradersList'],
    reads: ['traders'],
    row: traderRowSchema,
    order: TRADER_ORDER,
  }),
  /** Also edits, with `traderId`: a create repeated after a time-out must not add a second trader. */
  add: save({
    path: '/add-trader',
    access: 'marketTraderManagement',
    spec: ['known.addTrader'],
    input: addTraderInputSchema,
    writes: (input) => (input.traderId === undefined ? ACCOUNT_TAGS : [entityTag('traders', input.traderId), 'staff']),
    output: z.object({ id: z.string() }).loose(),
    idempotent: true,
  }),
  delete: remove({
    path: '/delete-trader',
    access: 'marketTraderManagement',
    spec: ['known.deleteTrader'],
    input: traderIdInput,
    writes: ({ traderId }) => [entityTag('traders', traderId), 'staff'],
    output: z.unknown(),
  }),
  /** The console normalises the map (spec §4) before it calls. */
  changePermission: command({
    path: '/change-trader-permission',
    access: 'marketTraderManagement',
    spec: ['known.changeTraderPermission'],
    input: z.strictObject({ traderId: idSchema, permission: storedPermissionMapSchema }),
    writes: ({ traderId }) => [entityTag('permissions', traderId)],
    output: z.unknown(),
  }),
  /**
   * The Active toggle; a deactivated trader is logged out at its next call. `spec: []`: the specification
   * lists the switch (§4) but no call for it.
   */
  changeStatus: statusChange({
    path: '/change-trader-status',
    access: 'marketTraderManagement',
    spec: [],
    input: z.strictObject({ traderId: idSchema, status: z.enum(TRADER_STATUSES) }),
    writes: ({ traderId }) => [entityTag('traders', traderId), 'staff'],
    output: z.object({ status: z.enum(TRADER_STATUSES) }).loose(),
  }),
  /** The Ip Logs button: recent login attempts, newest first. `spec: []`: the specification shows no behaviour for it. */
  ipLogs: query({
    path: '/trader-ip-logs',
    access: 'marketTraderManagement',
    spec: [],
    input: traderIdInput,
    reads: ({ traderId }) => [entityTag('traders', traderId)],
    output: z.array(loginRecordSchema),
  }),
});
