import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { flagsUnchanged, getMarketDetail, setMarketDelay, setMarketFlags, setMarketStatus } from '../markets/markets';
import { eventMarkets, saveEventMarketOrder } from '../navigation/store';
import { assignManager, listFamilyEvents, listFamilyMarkets, managerMarkets, requireFamily, requireFamilyMarket } from './store';

const op = contract.families;

/**
 * A market's In-play or Popular switched: answered with the market, audited as its flags, dated at the
 * updatedAt the switch wrote (the market's form read after it holds that version: changed-since.ts); a
 * switch to what it already was is not audited (nothing was written).
 */
const flagsDone = (ctx: RouteContext, marketId: string, before: { inPlay: boolean; popular: boolean }, after: { inPlay?: boolean; popular?: boolean }) => {
  const market = getMarketDetail(ctx.db, marketId);
  return { data: market, targetId: marketId, before, after, at: market.updatedAt, unchanged: flagsUnchanged(before, after) };
};

export const familyRoutes = routeMap(
  route(op.events, (input, ctx) => (requireFamily(ctx, input.family), { data: listFamilyEvents(ctx.db, input) })),
  route(op.markets, (input, ctx) => (requireFamily(ctx, input.family), { data: listFamilyMarkets(ctx.db, input) })),
  route(op.managerMarkets, (input, ctx) => (requireFamily(ctx, input.family), { data: managerMarkets(ctx.db, input.family, currentUser(ctx)._id) })),
  auditedCommand(op.assignManager, 'market.manager', (input, ctx) => {
    requireFamilyMarket(ctx.db, input.family, input.marketId);
    return { data: assignManager(ctx.db, input.marketId, input.userId), targetId: input.marketId, after: { userId: input.userId } };
  }),
  readRoute(op.details, (db, input) => (requireFamilyMarket(db, input.family, input.marketId), getMarketDetail(db, input.marketId))),
  auditedCommand(op.sequence, 'navigation.markets', (input, ctx) => {
    requireFamily(ctx, input.family);
    const before = eventMarkets(ctx.db, input.eventId);
    for (const id of input.marketIds) requireFamilyMarket(ctx.db, input.family, id);
    return { data: saveEventMarketOrder(ctx.db, input.eventId, input.marketIds), targetId: input.eventId, before, after: input.marketIds };
  }),
  auditedCommand(op.status, 'market.status', (input, ctx) => {
    requireFamily(ctx, input.family);
    requireFamilyMarket(ctx.db, input.family, input.marketId);
    const before = setMarketStatus(ctx.db, input.marketId, input.status);
    // The status it has now: a fancy market resumed while its ball is live is in ball running, not open.
    const market = getMarketDetail(ctx.db, input.marketId);
    return { data: market, targetId: input.marketId, before: { status: before }, after: { status: market.status } };
  }),
  auditedCommand(op.betDelay, 'betDelay.market', (input, ctx) => {
    requireFamily(ctx, input.family);
    requireFamilyMarket(ctx.db, input.family, input.marketId);
    const before = setMarketDelay(ctx.db, input.marketId, input.seconds);
    return { data: getMarketDetail(ctx.db, input.marketId), targetType: 'market', targetId: input.marketId, before: { seconds: before }, after: { seconds: input.seconds } };
  }),
  auditedCommand(op.inPlay, 'market.flags', (input, ctx) => {
    requireFamily(ctx, input.family);
    requireFamilyMarket(ctx.db, input.family, input.marketId);
    const before = setMarketFlags(ctx.db, input.marketId, { inPlay: input.inPlay });
    return flagsDone(ctx, input.marketId, before, { inPlay: input.inPlay });
  }),
  auditedCommand(op.popular, 'market.flags', (input, ctx) => {
    requireFamily(ctx, input.family);
    requireFamilyMarket(ctx.db, input.family, input.marketId);
    const before = setMarketFlags(ctx.db, input.marketId, { popular: input.popular });
    return flagsDone(ctx, input.marketId, before, { popular: input.popular });
  }),
);
