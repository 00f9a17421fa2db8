import { contract } from '@shared/contract';
import { exportAccessCodes } from '../catalogue/access-codes';
import { deleteMarket } from '../catalogue/deletion';
import { deleteMarketType, getAutoMarkets, listMarketTypes, saveAutoMarkets, saveMarketType } from '../catalogue/market-types';
import { getMarketDetail, listMarkets, saveMarketRow, setMarketFlags, setMarketStatus, setSelectionStatus } from '../catalogue/markets';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { restoreBatch, suspendAllMarkets, suspendAllState } from '../catalogue/suspend-all';
import { pagingOf } from '../catalogue/sql';
import { inTransaction } from '../db/database';
import { auditedDelete } from './catalogue-handlers';
import { currentUser, route, routeMap } from './route';

const list = route(contract.markets.list, (input, ctx) => ({ data: listMarkets(ctx.db, pagingOf(input)) }));

const get = route(contract.markets.get, (input, ctx) => ({ data: getMarketDetail(ctx.db, input._id) }));

const save = route(contract.markets.save, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { id, before } = saveMarketRow(ctx.db, input);
    const market = getMarketDetail(ctx.db, id);
    ctx.audit({
      action: before ? 'market.update' : 'market.create',
      targetType: 'market',
      targetId: id,
      before,
      after: { name: market.name, eventId: market.eventId, marketTypeId: market.marketTypeId, status: market.status, selections: market.selections.map((s) => s.name) },
    });
    return { data: market, message: M.saved };
  }),
);

const remove = route(contract.markets.delete, auditedDelete('market', deleteMarket));

const setStatus = route(contract.markets.setStatus, (input, ctx) => {
  const before = setMarketStatus(ctx.db, input._id, input.status);
  ctx.audit({ action: 'market.status', targetType: 'market', targetId: input._id, before: { status: before }, after: { status: input.status } });
  return { data: getMarketDetail(ctx.db, input._id), message: M.saved };
});

const setFlags = route(contract.markets.setFlags, (input, ctx) => {
  const before = setMarketFlags(ctx.db, input._id, input);
  ctx.audit({ action: 'market.flags', targetType: 'market', targetId: input._id, before, after: { inPlay: input.inPlay, popular: input.popular } });
  return { data: getMarketDetail(ctx.db, input._id), message: M.saved };
});

const setSelection = route(contract.markets.setSelectionStatus, (input, ctx) => {
  const before = setSelectionStatus(ctx.db, input.marketId, input.selectionId, input.status);
  ctx.audit({ action: 'selection.status', targetType: 'selection', targetId: input.selectionId, before: { status: before }, after: { status: input.status, marketId: input.marketId } });
  return { data: getMarketDetail(ctx.db, input.marketId), message: M.saved };
});

const state = route(contract.markets.suspendAllState, (_input, ctx) => ({ data: suspendAllState(ctx.db) }));

const suspendAll = route(contract.markets.suspendAll, (_input, ctx) =>
  inTransaction(ctx.db, () => {
    const me = currentUser(ctx);
    const result = suspendAllMarkets(ctx.db, me.userName);
    ctx.audit({ action: 'market.suspendAll', targetType: 'market', targetId: null, after: result });
    return { data: result, message: M.suspendedAll(result.suspended) };
  }),
);

const restoreAll = route(contract.markets.restoreAll, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const me = currentUser(ctx);
    const result = restoreBatch(ctx.db, input.batchId, me.userName);
    ctx.audit({ action: 'market.restoreAll', targetType: 'market', targetId: null, before: { batchId: input.batchId }, after: result });
    return { data: result, message: M.restoredAll(result.restored) };
  }),
);

const exportCodes = route(contract.markets.exportAccessCodes, async (input, ctx) => {
  const { rows, ...file } = await exportAccessCodes(ctx.db, input);
  ctx.audit({ action: 'market.exportAccessCodes', targetType: 'market', targetId: null, after: { ...input, rows } });
  return { data: file };
});

const types = route(contract.markets.types, (input, ctx) => ({ data: listMarketTypes(ctx.db, pagingOf(input)) }));

const saveType = route(contract.markets.saveType, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { type, before } = saveMarketType(ctx.db, input);
    ctx.audit({ action: before ? 'marketType.update' : 'marketType.create', targetType: 'marketType', targetId: type._id, before, after: input });
    return { data: type, message: M.saved };
  }),
);

const deleteType = route(contract.markets.deleteType, auditedDelete('marketType', deleteMarketType));

const autoMarkets = route(contract.markets.autoMarkets, (input, ctx) => ({ data: getAutoMarkets(ctx.db, input.sportId) }));

const saveAuto = route(contract.markets.saveAutoMarkets, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = getAutoMarkets(ctx.db, input.sportId);
    const after = saveAutoMarkets(ctx.db, input.sportId, input.marketTypeIds, input.overs);
    ctx.audit({ action: 'autoMarkets.save', targetType: 'sport', targetId: input.sportId, before, after });
    return { data: after, message: M.saved };
  }),
);

export const marketRoutes = routeMap(list, get, save, remove, setStatus, setFlags, setSelection, state, suspendAll, restoreAll, exportCodes, types, saveType, deleteType, autoMarkets, saveAuto);
