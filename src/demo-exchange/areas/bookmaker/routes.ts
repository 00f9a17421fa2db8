import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { setSelectionStatus } from '../markets/markets';
import { priceHistory } from '../desks/price-history';
import { recentBets } from '../desks/recent-bets';
import { getBookmakerMarket, listBookmakerMarkets, saveBookmakerPrice } from './prices';

const op = contract.bookmaker;
const rates = (m: ReturnType<typeof getBookmakerMarket>) => Object.fromEntries(m.runners.map((r) => [r.name, r.back === null ? 'no quote' : `${r.back}/${r.lay}`]));

export const bookmakerRoutes = routeMap(
  readRoute(op.markets, (db, input) => listBookmakerMarkets(db, input.eventId)),
  auditedCommand(op.savePrice, 'bookmaker.price', (input, ctx) => {
    const { before, after } = saveBookmakerPrice(ctx.db, input.marketId, input.runners, currentUser(ctx).userName);
    return { data: after, targetId: input.marketId, before: { market: before.name, rates: rates(before) }, after: { market: after.name, rates: rates(after) }, message: 'Price confirmed.' };
  }),
  auditedCommand(op.setRunnerStatus, 'selection.status', (input, ctx) => {
    const market = getBookmakerMarket(ctx.db, input.marketId);
    const before = setSelectionStatus(ctx.db, input.marketId, input.selectionId, input.status);
    return { data: getBookmakerMarket(ctx.db, input.marketId), targetId: input.selectionId, before: { status: before, marketId: market.name }, after: { status: input.status, marketId: market.name }, message: input.status === 'active' ? 'Runner resumed.' : 'Runner suspended.' };
  }),
  readRoute(op.history, (db, input) => (getBookmakerMarket(db, input.marketId), priceHistory(db, input.marketId))),
  readRoute(op.bets, (db, input) => (getBookmakerMarket(db, input.marketId), recentBets(db, input.marketId))),
);
