import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { fancyBook, fancyHistory, listFancyMarkets, saveFancyPrice } from './prices';

const op = contract.fancy;

export const fancyRoutes = routeMap(
  readRoute(op.markets, (db, input) => listFancyMarkets(db, input.eventId)),
  auditedCommand(op.savePrice, 'fancy.price', (input, ctx) => {
    const { before, after } = saveFancyPrice(ctx.db, input.marketId, input.price, currentUser(ctx).userName);
    return { data: after, targetId: input.marketId, before: { market: before.name, ...before.price }, after: { market: after.name, ...after.price }, message: 'Price confirmed.' };
  }),
  readRoute(op.book, (db, input) => fancyBook(db, input.marketId)),
  readRoute(op.history, (db, input) => fancyHistory(db, input.marketId)),
);
