import type { MarketFamily } from '@shared/catalogue';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue';
import type { PermissionKey } from '@shared/permissions';
import { RESULT_PERMISSION } from '@shared/results';
import { hasPermission } from '../../auth/access';
import { ApiError } from '../../http/api-error';
import { currentUser, type RouteContext } from '../../kit/route';
import type { Actor } from '../../settlement/maker-checker';
import { SETTLEMENT_MESSAGES as M } from '../../settlement/messages';
import { resultMarket } from '../../settlement/result-input';

/**
 * The exchange's own check on every results call: the caller holds the results permission of the
 * market's family (not only the screen's), or `orElse` where the call allows another desk (the mistake
 * desk voids single bets), and, for a family's save, the market is of that family.
 */
export const resultActor = (ctx: RouteContext, marketId: string, family?: MarketFamily, orElse?: PermissionKey): Actor => {
  const user = currentUser(ctx);
  const market = resultMarket(ctx.db, marketId);
  const permission = RESULT_PERMISSION[market.family];
  if (!hasPermission(user, permission) && !(orElse && hasPermission(user, orElse))) throw new ApiError(403, M.noPermission(permission));
  if (family && market.family !== family) throw new ApiError(422, M.wrongFamily(MARKET_FAMILY_LABELS[market.family]));
  return { id: user._id, userName: user.userName };
};

