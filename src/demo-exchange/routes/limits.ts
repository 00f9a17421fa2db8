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
} from '../catalogue/bet-limits';
import { setMarketDelay } from '../catalogue/markets';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { pagingOf } from '../catalogue/sql';
import { inTransaction } from '../db/database';
import { ApiError, fieldMessage } from '../http/api-error';
import { currentUser, route, routeMap } from './route';

const list = route(contract.limits.list, (input, ctx) => ({ data: listBetLimits(ctx.db, pagingOf(input)) }));

const save = route(contract.limits.save, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const me = currentUser(ctx);
    if (targetPathName(ctx.db, input.level, input.targetId) === null) throw new ApiError(404, fieldMessage('targetId', `That ${input.level} was not found.`));
    const { limit, before } = saveBetLimit(ctx.db, input, me.userName);
    ctx.audit({ action: before ? 'betLimit.update' : 'betLimit.create', targetType: 'betLimit', targetId: limit.betlimitId, before, after: input });
    return { data: limit, message: M.saved };
  }),
);

const remove = route(contract.limits.delete, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = findBetLimitRecord(ctx.db, input.betlimitId);
    if (!before) throw new ApiError(404, M.betLimitNotFound);
    if (before.level === 'default') throw new ApiError(409, M.defaultLimitRequired);
    deleteBetLimit(ctx.db, input.betlimitId);
    ctx.audit({ action: 'betLimit.delete', targetType: 'betLimit', targetId: input.betlimitId, before });
    return { data: { deleted: true as const }, message: M.deleted };
  }),
);

const effective = route(contract.limits.effective, (input, ctx) => ({ data: effectiveLimitForMarket(ctx.db, input.marketId) }));

const delays = route(contract.limits.delays, (_input, ctx) => ({ data: listFamilyDelays(ctx.db) }));

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

export const limitRoutes = routeMap(list, save, remove, effective, delays, saveFamily, saveMarket);
