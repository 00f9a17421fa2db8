import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { priceHistory } from '../desks/price-history';
import { recentBets } from '../desks/recent-bets';
import { runnerStatusRoute } from '../desks/runner-status-route';
import { getBookmakerMarket, listBookmakerMarkets, saveBookmakerPrice } from './prices';
import { priceConfirmed } from '../desks/price-confirmed';

const op = contract.bookmaker;
const rates = (m: ReturnType<typeof getBookmakerMarket>) => Object.fromEntries(m.runners.map((r) => [r.name, r.back === null ? 'no quote' : `${r.back}/${r.lay}`]));

export const bookmakerRoutes = routeMap(
  readRoute(op.markets, (db, input) => listBookmakerMarkets(db, input.eventId)),
  auditedCommand(op.savePrice, 'bookmaker.price', (input, ctx) => {
    const change = saveBookmakerPrice(ctx.db, input.marketId, input.runners, currentUser(ctx).userName);
    return priceConfirmed(input.marketId, change, (m) => ({ rates: rates(m) }));
  }),
  runnerStatusRoute(op.setRunnerStatus, getBookmakerMarket, 'Runner'),
  readRoute(op.history, (db, input) => (getBookmakerMarket(db, input.marketId), priceHistory(db, input.marketId))),
  readRoute(op.bets, (db, input) => (getBookmakerMarket(db, input.marketId), recentBets(db, input.marketId))),
);
