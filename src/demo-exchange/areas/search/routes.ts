import { contract } from '@shared/contract';
import { searchableKinds } from '@shared/search/kinds';
import { hasPermission } from '../../auth/access';
import { currentUser, route, routeMap } from '../../kit/route';
import { searchEverything } from './find';

/**
 * The one search: every kind whose screen the caller may open (their flags, read fresh on this call),
 * and no other kind is even searched.
 */
export const searchRoutes = routeMap(
  route(contract.search.everything, ({ text, limit }, ctx) => {
    const user = currentUser(ctx);
    const kinds = searchableKinds((key) => hasPermission(user, key));
    return { data: { groups: searchEverything(ctx.db, kinds, text, limit) } };
  }),
);
