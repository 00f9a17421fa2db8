import { contract } from '@shared/contract';
import { exportAccessCodes } from './access-codes';
import { deleteMarket } from '../catalogue/deletion';
import { deleteMarketType, getAutoMarkets, listMarketTypes, saveAutoMarkets, saveMarketType } from './market-types';
import { flagsUnchanged, getMarketDetail, listMarkets, saveMarketRow, setMarketFlags, setMarketStatus, setSelectionStatus } from './markets';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { restoreBatch, suspendAllMarkets, suspendAllState } from './suspend-all';
import { inTransaction } from '../../db/database';
import { auditedDelete, auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
import { reReserveMarket } from '../../settlement/re-reserve';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';
import { RESULT_STATUS_LABELS, type ResultStatus } from '@shared/results';

const list = readRoute(contract.markets.list, listMarkets);

const get = readRoute(contract.markets.get, (db, input) => getMarketDetail(db, input._id));

const save = auditedSave(
  contract.markets.save,
  'market',
  (input, ctx) => {
    const { id, before, hasBets } = saveMarketRow(ctx.db, input);
    // A new selection is one more way for every bet to lose: what each punter can lose is reserved again.
    if (hasBets) reReserveMarket(ctx.db, id);
    return { record: getMarketDetail(ctx.db, id), id, before };
  },
  (market) => ({ name: market.name, eventId: market.eventId, marketTypeId: market.marketTypeId, status: market.status, selections: market.selections.map((s) => s.name) }),
  // The edit form carries In-play and Popular too.
  ['market.flags'],
);

const remove = route(contract.markets.delete, auditedDelete('market', deleteMarket));

const setStatus = route(contract.markets.setStatus, (input, ctx) => {
  const before = setMarketStatus(ctx.db, input._id, input.status);
  // The status it has now: a fancy market resumed while its ball is live is in ball running, not open.
  const market = getMarketDetail(ctx.db, input._id);
  ctx.audit({ action: 'market.status', targetType: 'market', targetId: input._id, before: { status: before }, after: { status: market.status } });
  return { data: market, message: M.saved };
});

const setFlags = route(contract.markets.setFlags, (input, ctx) => {
  const before = setMarketFlags(ctx.db, input._id, input);
  const market = getMarketDetail(ctx.db, input._id);
  // Dated at the updatedAt it wrote: the market's form read after it holds that version (changed-since.ts).
  // Switched to what they were: nothing written, nothing audited.
  if (!flagsUnchanged(before, input)) ctx.audit({ action: 'market.flags', targetType: 'market', targetId: input._id, before, after: { inPlay: input.inPlay, popular: input.popular }, at: market.updatedAt });
  return { data: market, message: M.saved };
});

/**
 * A selection suspended, resumed or removed by hand. Removing one (or bringing one back) changes what every
 * punter on the market can lose: bets on a removed selection are void at settlement (a lay on it no longer
 * covers the other outcomes), so the punters are reserved again in the same transaction as the change.
 */
const setSelection = route(contract.markets.setSelectionStatus, (input, ctx) =>
  inTransaction(ctx.db, () => {
    // A result names its winners among the selections running: removing one after it would change what was verified.
    const result = ctx.db.prepare(`SELECT status FROM market_results WHERE marketId = ? AND status <> 'voided'`).get(input.marketId);
    if (result && input.status === 'removed') throw new ApiError(409, M.removedAfterResult(RESULT_STATUS_LABELS[text(result.status) as ResultStatus]));
    const before = setSelectionStatus(ctx.db, input.marketId, input.selectionId, input.status);
    if ((before === 'removed') !== (input.status === 'removed')) reReserveMarket(ctx.db, input.marketId);
    ctx.audit({ action: 'selection.status', targetType: 'selection', targetId: input.selectionId, before: { status: before }, after: { status: input.status, marketId: input.marketId } });
    return { data: getMarketDetail(ctx.db, input.marketId), message: M.saved };
  }),
);

const state = readRoute(contract.markets.suspendAllState, suspendAllState);

const suspendAll = route(contract.markets.suspendAll, (_input, ctx) =>
  inTransaction(ctx.db, () => {
    const me = currentUser(ctx);
    // Pressed again while one is in force: the answer is that batch, counted whole (see suspendAllMarkets).
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

const types = readRoute(contract.markets.types, listMarketTypes);

const saveType = auditedSave(
  contract.markets.saveType,
  'marketType',
  (input, ctx) => saveMarketType(ctx.db, input),
  (_type, input) => input,
);

const deleteType = route(contract.markets.deleteType, auditedDelete('marketType', deleteMarketType));

const autoMarkets = readRoute(contract.markets.autoMarkets, (db, input) => getAutoMarkets(db, input.sportId));

const saveAuto = route(contract.markets.saveAutoMarkets, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = getAutoMarkets(ctx.db, input.sportId);
    const after = saveAutoMarkets(ctx.db, input.sportId, input.marketTypeIds, input.overs);
    ctx.audit({ action: 'autoMarkets.save', targetType: 'sport', targetId: input.sportId, before, after });
    return { data: after, message: M.saved };
  }),
);

export const marketRoutes = routeMap(list, get, save, remove, setStatus, setFlags, setSelection, state, suspendAll, restoreAll, exportCodes, types, saveType, deleteType, autoMarkets, saveAuto);
