import { z } from 'zod';
import { command, dataTableList, entityTag, save, statusChange, wholeList } from './factories';
import { listOrder } from './list-order';
import { area } from './operation';
import {
  ACCOUNT_TAGS,
  idSchema,
  newPasswordSchema,
  storedPermissionMapSchema,
  TRADER_STATUSES,
  traderNameSchema,
  traderRowSchema,
  userNameSchema,
} from './traders';

/**
 * Staff roles of spec §1 ("trader, fancy manager, bookmaker manager, sportsbook manager, super manager,
 * risk user and agent", plus admin). Codes are upper case like the spec's TRADER; stored roles compare
 * case-insensitively (the seeded accounts say "admin" and "trader").
 */
export const STAFF_ROLES = [
  'TRADER',
  'FANCY_MANAGER',
  'BOOKMAKER_MANAGER',
  'SPORTSBOOK_MANAGER',
  'SUPER_MANAGER',
  'RISK_USER',
  'AGENT',
  'ADMIN',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(STAFF_ROLES, 'Unknown role.'));

/** The staff table's columns, as numbered in `order[].column`: the first five sort. */
export const STAFF_ORDER = listOrder({
  columns: ['name', 'userName', 'role', 'status', 'createdAt', 'active', 'actions'],
  sortable: ['name', 'userName', 'role', 'status', 'createdAt'],
  initial: { column: 'name', dir: 'asc' },
});

export const staffRoleInfoSchema = z
  .object({
    role: z.string(),
    label: z.string(),
    description: z.string(),
    /** The defaults new accounts of this role get: every catalogue key, true or false. */
    permission: z.record(z.string(), z.boolean()),
    /** How many accounts have this role now. */
    accounts: z.number().int().min(0),
    updatedAt: z.string(),
  })
  .loose();
export type StaffRoleInfo = z.infer<typeof staffRoleInfoSchema>;

export const staffRowSchema = traderRowSchema;
export type StaffRow = z.infer<typeof staffRowSchema>;

export const addStaffInputSchema = z.strictObject({
  name: traderNameSchema,
  userName: userNameSchema,
  password: newPasswordSchema,
  role: staffRoleSchema,
});
export type AddStaffInput = z.input<typeof addStaffInputSchema>;

export const resetStaffPasswordInputSchema = z.strictObject({ staffId: idSchema, newPassword: newPasswordSchema });
export type ResetStaffPasswordInput = z.input<typeof resetStaffPasswordInputSchema>;

/**
 * Staff accounts of every role, traders included (one accounts table: see ACCOUNT_TAGS). `spec: []` on
 * all: the specification names these roles (§1) and says roles can be listed and permissions set (§6), but
 * shows no call; the Trader Management screen needs them.
 */
export const staff = area('staff', {
  /** Every role with its default permission set and its number of accounts. */
  roles: wholeList({
    path: '/trader-roles',
    access: 'traderManagement',
    spec: [],
    reads: ['roles', 'staff'],
    row: staffRoleInfoSchema,
  }),
  /** Server-side paged like the trader table; optionally one role. */
  list: dataTableList({
    path: '/staff-list',
    access: 'traderManagement',
    spec: [],
    reads: ACCOUNT_TAGS,
    row: staffRowSchema,
    filters: { role: staffRoleSchema.optional() },
    order: STAFF_ORDER,
  }),
  /** Creates an account of a role, with that role's current default permissions. */
  add: save({
    path: '/add-staff',
    access: 'traderManagement',
    spec: [],
    input: addStaffInputSchema,
    writes: ACCOUNT_TAGS,
    output: z.object({ id: z.string() }).loose(),
    idempotent: true,
  }),
  /** Nothing any list shows changes (the account's other sessions end). */
  resetPassword: command({
    path: '/reset-staff-password',
    access: 'traderManagement',
    spec: [],
    input: resetStaffPasswordInputSchema,
    writes: [],
    output: z.unknown(),
  }),
  /** Deactivating ends the account's sessions; not one's own account, and admin accounts are an admin's business only. */
  changeStatus: statusChange({
    path: '/change-staff-status',
    access: 'traderManagement',
    spec: [],
    input: z.strictObject({ staffId: idSchema, status: z.enum(TRADER_STATUSES) }),
    writes: ({ staffId }) => [entityTag('staff', staffId), entityTag('traders', staffId)],
    output: z.object({ status: z.enum(TRADER_STATUSES) }).loose(),
  }),
  /** A role's default permissions; existing accounts keep theirs (applies to new accounts only). */
  updateRoleDefaults: command({
    path: '/update-role-permission',
    access: 'traderManagement',
    spec: [],
    input: z.strictObject({ role: staffRoleSchema, permission: storedPermissionMapSchema }),
    writes: ['roles'],
    output: z.unknown(),
  }),
});
