import { z } from 'zod';
import { dataTableAnswerSchema, dataTableRequestSchema } from './data-table';
import { http } from './operation';
import {
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

/** Columns of the staff table, as sent in `order[].column`; all five are orderable. */
export const STAFF_ORDERABLE = { 0: 'name', 1: 'userName', 2: 'role', 3: 'status', 4: 'createdAt' } as const;
export const STAFF_DEFAULT_ORDER = { column: 0, dir: 'asc' } as const;

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

export const staff = {
  /** Every role with its default permission set and its number of accounts. */
  roles: http({
    id: 'staff.roles',
    http: { method: 'POST', path: '/trader-roles' },
    access: 'traderManagement',
    input: z.strictObject({}),
    output: z.array(staffRoleInfoSchema),
  }),
  /** Staff accounts of every role (or one), server-side paged like the trader table. */
  list: http({
    id: 'staff.list',
    http: { method: 'POST', path: '/staff-list' },
    access: 'traderManagement',
    input: z.strictObject({ ...dataTableRequestSchema.shape, role: staffRoleSchema.optional() }),
    output: dataTableAnswerSchema(staffRowSchema),
  }),
  /** Creates an account of a role, with that role's current default permissions. */
  add: http({
    id: 'staff.add',
    http: { method: 'POST', path: '/add-staff' },
    access: 'traderManagement',
    input: addStaffInputSchema,
    output: z.object({ id: z.string() }).loose(),
    idempotent: true,
  }),
  resetPassword: http({
    id: 'staff.resetPassword',
    http: { method: 'POST', path: '/reset-staff-password' },
    access: 'traderManagement',
    input: resetStaffPasswordInputSchema,
    output: z.unknown(),
  }),
  /**
   * The Active switch of a staff account of any role (traders too). Deactivating ends the account's sessions;
   * not one's own account, and admin accounts are an admin's business only.
   */
  changeStatus: http({
    id: 'staff.changeStatus',
    http: { method: 'POST', path: '/change-staff-status' },
    access: 'traderManagement',
    input: z.strictObject({ staffId: idSchema, status: z.enum(TRADER_STATUSES) }),
    output: z.object({ status: z.enum(TRADER_STATUSES) }).loose(),
  }),
  /** A role's default permissions; existing accounts keep theirs (applies to new accounts only). */
  updateRoleDefaults: http({
    id: 'staff.updateRoleDefaults',
    http: { method: 'POST', path: '/update-role-permission' },
    access: 'traderManagement',
    input: z.strictObject({ role: staffRoleSchema, permission: storedPermissionMapSchema }),
    output: z.unknown(),
  }),
};
