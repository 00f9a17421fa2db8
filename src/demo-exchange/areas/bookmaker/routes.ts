import { contract } from '@shared/contract';
import { readRoute } from '../../kit/audited-routes';
import { routeMap } from '../../kit/route';
import { recentBets } from '../desks/recent-bets';
import { runnerDeskRoutes } from '../desks/runner-desk-routes';
import { bookmakerMarkets, getBookmakerMarket, saveBookmakerPrice } from './prices';

const op = contract.bookmaker;
const rates = (m: ReturnType<typeof getBookmakerMarket>) => Object.fromEntries(m.runners.map((r) => [r.name, r.back === null ? 'no quote' : `${r.back}/${r.lay}`]));

export const bookmakerRoutes = routeMap(
  ...runnerDeskRoutes(
    { markets: op.markets, savePrice: op.savePrice, setStatus: op.setRunnerStatus, history: op.history },
    { action: 'bookmaker.price', noun: 'Runner', markets: bookmakerMarkets, savePrice: (db, input, by) => saveBookmakerPrice(db, input.marketId, input.runners, by), shown: (m) => ({ rates: rates(m) }) },
  ),
  readRoute(op.bets, (db, input) => (getBookmakerMarket(db, input.marketId), recentBets(db, input.marketId))),
);
