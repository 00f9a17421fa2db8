import { contract } from '@shared/contract';
import type { MarketFamily } from '@shared/catalogue';
import { ApiError } from '../../http/api-error';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { listFamilyEvents, listFamilyMarkets, requireFamily } from '../families/store';
import { effectiveLimitForMarket, saveBetLimit } from '../limits/bet-limits';
import { eventsData } from './events-data';
import { deskPrice, saveDeskPrices } from './house-prices';
import { marketFamilyOf, ratingBoard, saveRatings, setRatingLimit } from './ratings';
import { scheduleVirtualRaces } from './virtual-schedule';
import { priceConfirmed } from './price-confirmed';

const op = contract.exchangeDesks;
const rate = contract.ratings;

/** A ratings call on a market needs the flag of the market's family (bookmaker: bookmakerManagement). */
const familyOfMarket = (ctx: RouteContext, marketId: string) => {
  const market = marketFamilyOf(ctx.db, marketId);
  requireFamily(ctx, market.family);
  return market;
};

const priceText = (runners: ReadonlyArray<{ name: string; back: number | null }>) => runners.map((r) => `${r.name} ${r.back ?? '—'}`).join(', ');

const ofFamily = (family: MarketFamily) => (db: Parameters<typeof listFamilyEvents>[0], input: Omit<Parameters<typeof listFamilyEvents>[1], 'family'>) => listFamilyEvents(db, { ...input, family });
const marketsOf = (family: MarketFamily) => (db: Parameters<typeof listFamilyMarkets>[0], input: Omit<Parameters<typeof listFamilyMarkets>[1], 'family'>) => listFamilyMarkets(db, { ...input, family });

export const deskRoutes = routeMap(
  readRoute(op.virtualEvents, ofFamily('virtual')),
  readRoute(op.virtualMarkets, marketsOf('virtual')),
  readRoute(op.lotteryEvents, ofFamily('lottery')),
  readRoute(op.lotteryMarkets, marketsOf('lottery')),
  readRoute(op.eventsData, (db, input) => eventsData(db, input.eventId)),
  auditedCommand(op.scheduleVirtual, 'virtual.schedule', (input, ctx) => {
    const done = scheduleVirtualRaces(ctx.db, input.count, input.everyMinutes);
    return { data: done, targetId: null, after: done, message: `${done.created} virtual races scheduled (seed ${done.seed}).` };
  }),
  readRoute(op.price, (db, input) => deskPrice(db, input.marketId)),
  auditedCommand(op.saveBinaryPrice, 'desk.price', (input, ctx) => {
    const change = saveDeskPrices(ctx.db, input.marketId, 'binary', (i) => (i === 0 ? input.yesRate : input.noRate), currentUser(ctx).userName);
    return priceConfirmed(input.marketId, change, (m) => ({ prices: priceText(m.runners) }));
  }),
  auditedCommand(op.saveLotteryPrice, 'desk.price', (input, ctx) => {
    const { before, after } = saveDeskPrices(ctx.db, input.marketId, 'lottery', () => input.payout, currentUser(ctx).userName);
    return { data: after, targetId: input.marketId, before: { market: before.name, prices: priceText(before.runners.slice(0, 1)) }, after: { market: after.name, prices: `every digit ${input.payout}` }, message: 'Payout confirmed.' };
  }),
  auditedCommand(op.lotteryLimit, 'lottery.limit', (input, ctx) => {
    const market = deskPrice(ctx.db, input.marketId, 'lottery');
    if (market.status === 'settled' || market.status === 'voided') throw new ApiError(409, `This market is ${market.status}: its limit can no longer change.`);
    const { marketId, ...values } = input;
    const before = effectiveLimitForMarket(ctx.db, marketId);
    saveBetLimit(ctx.db, { level: 'market', targetId: marketId, ...values }, currentUser(ctx).userName);
    const { minStake, maxStake, maxProfit, maxLiability } = before;
    return { data: effectiveLimitForMarket(ctx.db, marketId), targetId: marketId, before: { market: market.name, minStake, maxStake, maxProfit, maxLiability }, after: { market: market.name, ...values }, message: 'Lottery limit changed.' };
  }),
);

export const ratingRoutes = routeMap(
  route(rate.board, (input, ctx) => (familyOfMarket(ctx, input.marketId), { data: ratingBoard(ctx.db, input.marketId) })),
  auditedCommand(rate.save, 'rating.save', (input, ctx) => {
    familyOfMarket(ctx, input.marketId);
    const { before, after } = saveRatings(ctx.db, input, currentUser(ctx).userName);
    const shown = (board: typeof before) => board.selections.filter((s) => s.rating !== null).map((s) => `${s.name} ${s.rating}`).join(', ');
    return { data: after, targetId: input.marketId, before: { market: before.name, kind: before.kind, ratings: shown(before) }, after: { market: after.name, kind: after.kind, ratings: shown(after) }, message: 'Ratings saved.' };
  }),
  auditedCommand(rate.defaultLimit, 'rating.limit', (input, ctx) => {
    const before = setRatingLimit(ctx.db, null, input.maxStep, currentUser(ctx).userName);
    return { data: { maxStep: input.maxStep }, targetId: null, before: { market: 'Default', maxStep: before }, after: { market: 'Default', maxStep: input.maxStep }, message: 'Default rating limit saved.' };
  }),
  auditedCommand(rate.marketLimit, 'rating.limit', (input, ctx) => {
    const market = familyOfMarket(ctx, input.marketId);
    const before = setRatingLimit(ctx.db, input.marketId, input.maxStep, currentUser(ctx).userName);
    return { data: ratingBoard(ctx.db, input.marketId), targetId: input.marketId, before: { market: market.name, maxStep: before }, after: { market: market.name, maxStep: input.maxStep }, message: input.maxStep === null ? 'This market follows the default rating limit.' : 'Rating limit saved.' };
  }),
);
