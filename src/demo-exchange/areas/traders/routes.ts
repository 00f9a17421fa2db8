import { contract, DEFAULT_TRADER_ROLE, TRADER_ORDER } from '@shared/contract';
import { withoutBareParents } from '@shared/permissions';
import { hashPassword } from '../../auth/passwords';
import { inTransaction } from '../../db/database';
import { roleDefaults } from '../staff/roles';
import { deleteUser, listLoginHistory, setUserPermissions, setUserStatus, updateUserProfile } from '../../db/user-admin';
import { queryUserTable } from '../../db/user-table';
import { insertUser, updateUserPassword } from '../../db/users';
import { ApiError, fieldMessage } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { currentUser, route, routeMap } from '../../kit/route';
import { STAFF_MESSAGES } from '../staff/messages';
import {
  assertCanGrant,
  assertUserNameFree,
  grantedKeys,
  heldOnly,
  isTraderRole,
  isUniqueViolation,
  mayManage,
  requireOtherTrader,
  requireUser,
} from '../staff/account-rules';

/** Every handler here needs marketTraderManagement: the router refuses everyone else with 403 first. */

const list = route(contract.traders.list, (request, ctx) => ({
  data: {
    original: queryUserTable(ctx.db, {
      role: DEFAULT_TRADER_ROLE,
      request,
      // Spec §9 for traders: column 0 (Name) descending when the request names no column that sorts.
      order: TRADER_ORDER,
      // One's own account is changed from one's own menu, never from a list: not manageable here either.
      manageable: (account) => account._id !== currentUser(ctx)._id && mayManage(currentUser(ctx), account),
    }),
  },
}));

const add = route(contract.traders.add, async (input, ctx) => {
  const me = currentUser(ctx);
  if (!isTraderRole(input.role)) throw new ApiError(400, fieldMessage('role', STAFF_MESSAGES.traderRoleOnly));
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    if (input.traderId !== undefined) {
      const trader = requireOtherTrader(ctx.db, me, input.traderId);
      assertUserNameFree(ctx.db, input.userName, trader._id);
      const profile = { name: input.name, userName: input.userName, domain: input.domain || trader.domain };
      inTransaction(ctx.db, () => {
        updateUserProfile(ctx.db, trader._id, profile);
        if (passwordHash) updateUserPassword(ctx.db, trader._id, passwordHash);
        ctx.audit({
          action: 'trader.update',
          targetType: 'user',
          targetId: trader._id,
          before: { name: trader.name, userName: trader.userName, domain: trader.domain },
          after: { ...profile, credentialsChanged: passwordHash !== undefined },
        });
      });
      return { data: { id: trader._id }, message: STAFF_MESSAGES.traderUpdated };
    }
    if (!passwordHash) throw new ApiError(400, fieldMessage('password', 'Password is required.'));
    assertUserNameFree(ctx.db, input.userName);
    const created = inTransaction(ctx.db, () => {
      const user = insertUser(ctx.db, {
        name: input.name,
        userName: input.userName,
        passwordHash,
        role: DEFAULT_TRADER_ROLE,
        domain: input.domain || me.domain,
        // The trader role's defaults; from a creator who is not an admin, only those the creator holds, and
        // no parent left without its children (normalised, it would mean all of them on the next save).
        permissions: withoutBareParents(heldOnly(me, roleDefaults(ctx.db, DEFAULT_TRADER_ROLE) ?? {})),
      });
      ctx.audit({
        action: 'trader.create',
        targetType: 'user',
        targetId: user._id,
        after: { name: user.name, userName: user.userName, domain: user.domain, role: user.role, status: user.status, permissions: grantedKeys(user.permissions) },
      });
      return user;
    });
    return { data: { id: created._id }, message: STAFF_MESSAGES.traderAdded };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, fieldMessage('userName', STAFF_MESSAGES.userNameTaken));
    throw error;
  }
});

const remove = route(contract.traders.delete, ({ traderId }, ctx) => {
  const trader = requireOtherTrader(ctx.db, currentUser(ctx), traderId);
  inTransaction(ctx.db, () => {
    deleteUser(ctx.db, trader._id);
    ctx.audit({
      action: 'trader.delete',
      targetType: 'user',
      targetId: trader._id,
      before: { name: trader.name, userName: trader.userName, status: trader.status },
    });
  });
  return { data: null, message: STAFF_MESSAGES.traderDeleted };
});

const changePermission = route(contract.traders.changePermission, ({ traderId, permission }, ctx) => {
  const me = currentUser(ctx);
  const trader = requireOtherTrader(ctx.db, me, traderId);
  assertCanGrant(me, permission);
  inTransaction(ctx.db, () => {
    setUserPermissions(ctx.db, trader._id, permission);
    ctx.audit({
      action: 'trader.permissions',
      targetType: 'user',
      targetId: trader._id,
      before: { granted: grantedKeys(trader.permissions) },
      after: { granted: grantedKeys(permission) },
    });
  });
  return { data: null, message: STAFF_MESSAGES.permissionsUpdated };
});

const changeStatus = route(contract.traders.changeStatus, ({ traderId, status }, ctx) => {
  const trader = requireOtherTrader(ctx.db, currentUser(ctx), traderId);
  inTransaction(ctx.db, () => {
    setUserStatus(ctx.db, trader._id, status);
    ctx.audit({ action: 'trader.status', targetType: 'user', targetId: trader._id, before: { status: trader.status }, after: { status } });
  });
  return { data: { status }, message: status === 'active' ? STAFF_MESSAGES.traderActivated : STAFF_MESSAGES.traderDeactivated };
});

const ipLogs = route(contract.traders.ipLogs, ({ traderId }, ctx) => {
  const trader = requireUser(ctx.db, traderId, MESSAGES.traderNotFound);
  if (!isTraderRole(trader.role)) throw new ApiError(400, STAFF_MESSAGES.notATrader);
  return { data: listLoginHistory(ctx.db, trader._id) };
});

export const traderRoutes = routeMap(list, add, remove, changePermission, changeStatus, ipLogs);
