import { contract, STAFF_ORDER } from '@shared/contract';
import { isAdmin } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { inTransaction } from '../../db/database';
import { grantedOnly, listStaffRoles, roleDefaults, setRoleDefaults } from './roles';
import { setUserStatus } from '../../db/user-admin';
import { queryUserTable } from '../../db/user-table';
import { insertUser, updateUserPassword, type UserRow } from '../../db/users';
import { ApiError, fieldMessage } from '../../http/api-error';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { STAFF_MESSAGES } from './messages';
import { assertCanGrant, assertMayManage, assertUserNameFree, grantedKeys, isUniqueViolation, mayManage, requireUser } from './account-rules';

/** Every handler here needs traderManagement (checked by the router before the handler runs). */

/** Admin accounts and the ADMIN role are an admin's business only: no one promotes themselves. */
const assertMayTouchRole = (me: UserRow, role: string): void => {
  if (role.toUpperCase() === 'ADMIN' && !isAdmin(me)) throw new ApiError(403, STAFF_MESSAGES.adminOnly);
};

/**
 * The staff account the caller acts on, checked: never their own (one's own password goes through Change
 * Password, which asks for the old one), an admin's only by an admin, and only one they may manage.
 */
const manageableStaff = (ctx: RouteContext, staffId: string): UserRow => {
  const me = currentUser(ctx);
  const target = requireUser(ctx.db, staffId);
  if (target._id === me._id) throw new ApiError(403, STAFF_MESSAGES.notYourself);
  assertMayTouchRole(me, target.role);
  assertMayManage(me, target);
  return target;
};

const roles = route(contract.staff.roles, (_input, ctx) => ({ data: listStaffRoles(ctx.db) }));

const list = route(contract.staff.list, ({ role, ...request }, ctx) => ({
  data: {
    original: queryUserTable(ctx.db, {
      role,
      request,
      order: STAFF_ORDER,
      // One's own account is changed from one's own menu, never from a list: not manageable here either.
      manageable: (account) => account._id !== currentUser(ctx)._id && mayManage(currentUser(ctx), account),
    }),
  },
}));

const add = route(contract.staff.add, async ({ name, userName, password, role }, ctx) => {
  const me = currentUser(ctx);
  assertMayTouchRole(me, role);
  const defaults = roleDefaults(ctx.db, role) ?? {};
  // The role's defaults become the account's flags: a non-admin may only hand out what they hold.
  if (!isAdmin(me)) assertCanGrant(me, defaults);
  assertUserNameFree(ctx.db, userName);
  const passwordHash = await hashPassword(password);
  try {
    const created = inTransaction(ctx.db, () => {
      const user = insertUser(ctx.db, { name, userName, passwordHash, role, domain: me.domain, permissions: grantedOnly(defaults) });
      ctx.audit({
        action: 'staff.create',
        targetType: 'user',
        targetId: user._id,
        after: { name, userName: user.userName, role, granted: grantedKeys(defaults) },
      });
      return user;
    });
    return { data: { id: created._id }, message: STAFF_MESSAGES.staffAdded };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, fieldMessage('userName', STAFF_MESSAGES.userNameTaken));
    throw error;
  }
});

const resetPassword = route(contract.staff.resetPassword, async ({ staffId, newPassword }, ctx) => {
  const target = manageableStaff(ctx, staffId);
  const passwordHash = await hashPassword(newPassword);
  inTransaction(ctx.db, () => {
    updateUserPassword(ctx.db, target._id, passwordHash);
    ctx.audit({ action: 'staff.resetPassword', targetType: 'user', targetId: target._id, after: { userName: target.userName } });
  });
  return { data: null, message: STAFF_MESSAGES.passwordReset };
});

const updateRoleDefaults = route(contract.staff.updateRoleDefaults, ({ role, permission }, ctx) => {
  const me = currentUser(ctx);
  assertMayTouchRole(me, role);
  if (!isAdmin(me)) assertCanGrant(me, permission);
  const before = roleDefaults(ctx.db, role) ?? {};
  inTransaction(ctx.db, () => {
    setRoleDefaults(ctx.db, role, permission);
    ctx.audit({
      action: 'staff.roleDefaults',
      targetType: 'role',
      targetId: role,
      before: { granted: grantedKeys(before) },
      after: { granted: grantedKeys(permission) },
    });
  });
  return { data: null, message: STAFF_MESSAGES.roleUpdated };
});

const changeStatus = route(contract.staff.changeStatus, ({ staffId, status }, ctx) => {
  const target = manageableStaff(ctx, staffId);
  inTransaction(ctx.db, () => {
    setUserStatus(ctx.db, target._id, status);
    ctx.audit({ action: 'staff.status', targetType: 'user', targetId: target._id, before: { status: target.status }, after: { status } });
  });
  return { data: { status }, message: status === 'active' ? STAFF_MESSAGES.accountActivated : STAFF_MESSAGES.accountDeactivated };
});

export const staffRoutes = routeMap(roles, list, add, resetPassword, changeStatus, updateRoleDefaults);
