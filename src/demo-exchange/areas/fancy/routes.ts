import { BALL_RUNNING_REOPEN } from '@shared/catalogue';
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
  // Resumed while the event's ball is live, the market goes back into ball running (its end opens it): the
  // answer, its audit and its words say the status it really has.
  auditedCommand(op.setStatus, 'market.status', (input, ctx) => {
    getFancyMarket(ctx.db, input.marketId);
    const before = setMarketStatus(ctx.db, input.marketId, input.status);
    const data = getFancyMarket(ctx.db, input.marketId);
    return { data, targetId: input.marketId, before: { status: before }, after: { status: data.status }, message: data.status === 'ballRunning' ? BALL_RUNNING_REOPEN : input.status === 'open' ? 'Resumed.' : 'Suspended.' };
  }),
  readRoute(op.book, (db, input) => fancyBook(db, input.marketId)),
  readRoute(op.history, (db, input) => fancyHistory(db, input.marketId)),
);
