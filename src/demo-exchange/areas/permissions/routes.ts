import { contract } from '@shared/contract';
import { PERMISSION_KEYS } from '@shared/permissions';
import { hasPermission, isAdmin } from '../../auth/access';
import { findUserById, type UserRow } from '../../db/users';
import { ApiError } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { currentUser, route, routeMap } from '../../kit/route';

/** Every key of the catalogue, so the console never has to guess a missing flag. */
const fullPermissionMap = (user: UserRow): Record<string, boolean> =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, isAdmin(user) || user.permissions[key] === true]));

const getTraderPermissions = route(contract.permissions.getTraderPermissions, ({ traderId }, ctx) => {
  const me = currentUser(ctx);
  const own = traderId === me._id;
  // Anyone may read their own flags (the console does at every start); others' only with trader management.
  if (!own && !hasPermission(me, 'marketTraderManagement')) throw new ApiError(403, MESSAGES.noPermission);
  const target = own ? me : findUserById(ctx.db, traderId);
  if (!target) throw new ApiError(404, MESSAGES.traderNotFound);
  return { data: { permission: fullPermissionMap(target) } };
});

export const permissionRoutes = routeMap(getTraderPermissions);
