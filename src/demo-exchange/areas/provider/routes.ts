import { contract } from '@shared/contract';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { browseProvider, importFromProvider } from './import';
import { inTransaction } from '../../db/database';
import { route, routeMap } from '../../kit/route';

const navigation = route(contract.provider.navigation, (input, ctx) => ({ data: browseProvider(ctx.db, input.level, input.parentExternalId) }));

/**
 * An import, audited whole; each record of ours it linked to the provider is audited too, as an edit of that
 * record (its provider id) dated at its new `updatedAt`: a save from its edit form opened before is refused
 * (changed-since) rather than put the old provider id back.
 */
const importRoute = route(contract.provider.import, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { result, links } = importFromProvider(ctx.db, input.items);
    for (const { level, id, name, externalIdBefore, externalId, at } of links)
      ctx.audit({ action: `${level}.update`, targetType: level, targetId: id, before: { name, externalId: externalIdBefore }, after: { name, externalId }, at });
    const created = Object.values(result.created).reduce((a, b) => a + b, 0);
    ctx.audit({ action: 'provider.import', targetType: 'catalogue', targetId: null, before: { items: input.items }, after: result });
    return { data: result, message: M.imported(created) };
  }),
);

export const providerRoutes = routeMap(navigation, importRoute);
