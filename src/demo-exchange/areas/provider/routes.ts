import { contract } from '@shared/contract';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { browseProvider, importFromProvider } from './import';
import { inTransaction } from '../../db/database';
import { route, routeMap } from '../../kit/route';

const navigation = route(contract.provider.navigation, (input, ctx) => ({ data: browseProvider(ctx.db, input.level, input.parentExternalId) }));

const importRoute = route(contract.provider.import, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const result = importFromProvider(ctx.db, input.items);
    const created = Object.values(result.created).reduce((a, b) => a + b, 0);
    ctx.audit({ action: 'provider.import', targetType: 'catalogue', targetId: null, before: { items: input.items }, after: result });
    return { data: result, message: M.imported(created) };
  }),
);

export const providerRoutes = routeMap(navigation, importRoute);
