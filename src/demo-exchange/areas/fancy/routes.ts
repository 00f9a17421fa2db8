import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { setMarketStatus } from '../markets/markets';
import { fancyBook, fancyHistory, getFancyMarket, listFancyMarkets, saveFancyPrice } from './prices';
import { priceConfirmed } from '../desks/price-confirmed';

const op = contract.fancy;

export const fancyRoutes = routeMap(
  readRoute(op.markets, (db, input) => listFancyMarkets(db, input.eventId)),
  auditedCommand(op.savePrice, 'fancy.price', (input, ctx) => {
    const change = saveFancyPrice(ctx.db, input.marketId, input.price, currentUser(ctx).userName);
    return priceConfirmed(input.marketId, change, (m) => m.price);
  }),
  auditedCommand(op.setStatus, 'market.status', (input, ctx) => {
    getFancyMarket(ctx.db, input.marketId);
    const before = setMarketStatus(ctx.db, input.marketId, input.status);
    return { data: getFancyMarket(ctx.db, input.marketId), targetId: input.marketId, before: { status: before }, after: { status: input.status }, message: input.status === 'open' ? 'Resumed.' : 'Suspended.' };
  }),
  readRoute(op.book, (db, input) => fancyBook(db, input.marketId)),
  readRoute(op.history, (db, input) => fancyHistory(db, input.marketId)),
);
