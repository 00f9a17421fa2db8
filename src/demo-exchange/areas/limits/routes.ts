import { contract } from '@shared/contract';
import {
  deleteBetLimit,
  effectiveDelayForMarket,
  effectiveLimitForMarket,
  findBetLimitRecord,
  listBetLimits,
  listFamilyDelays,
  saveBetLimit,
  saveFamilyDelay,
  targetPathName,
} from './bet-limits';
import { limitsCsv, readLimitCsv } from './limit-import';
import { setMarketDelay } from '../markets/markets';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { inTransaction } from '../../db/database';
import { ApiError, fieldMessage } from '../../http/api-error';
import { auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';

const list = readRoute(contract.limits.list, listBetLimits);

const save = auditedSave(
  contract.limits.save,
  'betLimit',
  (input, ctx) => {
    const me = currentUser(ctx);
    if (targetPathName(ctx.db, input.level, input.targetId) === null) throw new ApiError(404, fieldMessage('targetId', `That ${input.level} was not found.`));
    return saveBetLimit(ctx.db, input, me.userName);
  },
  (_limit, input) => input,
);

const remove = route(contract.limits.delete, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = findBetLimitRecord(ctx.db, input.betlimitId);
    if (!before) throw new ApiError(404, M.betLimitNotFound);
    if (before.level === 'default') throw new ApiError(409, M.defaultLimitRequired);
    // Written while the limit is there, so the row names where it applied (one transaction with the delete).
    ctx.audit({ action: 'betLimit.delete', targetType: 'betLimit', targetId: input.betlimitId, before });
    deleteBetLimit(ctx.db, input.betlimitId);
    return { data: { deleted: true as const }, message: M.deleted };
  }),
);

/** Spec §7 "betting-limit imports": a preview first (nothing is saved), then the valid rows on confirm. */
const importPreview = route(contract.limits.importPreview, (input, ctx) => {
  const rows = readLimitCsv(ctx.db, input.file.bytes).map(({ row }) => row);
  const invalid = rows.filter((row) => row.error !== undefined).length;
  return { data: { rows, valid: rows.length - invalid, invalid } };
});

const importApply = route(contract.limits.importApply, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const me = currentUser(ctx);
    const rows = readLimitCsv(ctx.db, input.file.bytes);
    let applied = 0;
    for (const { input: limit } of rows) {
      if (!limit) continue;
      const saved = saveBetLimit(ctx.db, limit, me.userName);
      ctx.audit({ action: saved.before ? 'betLimit.update' : 'betLimit.create', targetType: 'betLimit', targetId: saved.id, before: saved.before, after: limit });
      applied++;
    }
    return { data: { applied, skipped: rows.length - applied }, message: `${applied} ${applied === 1 ? 'bet limit' : 'bet limits'} imported.` };
  }),
);

const exportCsv = route(contract.limits.exportCsv, (input, ctx) => ({
  data: {
    fileName: `bet-limits-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    base64: Buffer.from(limitsCsv(ctx.db, input.level), 'utf8').toString('base64'),
  },
}));

const effective = readRoute(contract.limits.effective, (db, input) => effectiveLimitForMarket(db, input.marketId));

const delays = readRoute(contract.limits.delays, listFamilyDelays);

const saveFamily = route(contract.limits.saveFamilyDelay, (input, ctx) => {
  const before = listFamilyDelays(ctx.db).find((d) => d.family === input.family)?.seconds;
  saveFamilyDelay(ctx.db, input.family, input.seconds);
  ctx.audit({ action: 'betDelay.family', targetType: 'marketFamily', targetId: input.family, before: { seconds: before }, after: { seconds: input.seconds } });
  return { data: listFamilyDelays(ctx.db), message: M.saved };
});

const saveMarket = route(contract.limits.saveMarketDelay, (input, ctx) => {
  const before = setMarketDelay(ctx.db, input.marketId, input.seconds);
  ctx.audit({ action: 'betDelay.market', targetType: 'market', targetId: input.marketId, before: { seconds: before }, after: { seconds: input.seconds } });
  return {
    data: { marketId: input.marketId, betDelaySeconds: input.seconds, effectiveDelaySeconds: effectiveDelayForMarket(ctx.db, input.marketId).seconds },
    message: M.saved,
  };
});

export const limitRoutes = routeMap(list, save, remove, importPreview, importApply, exportCsv, effective, delays, saveFamily, saveMarket);
