import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { inTransaction } from '../../db/database';
import { currentUser, route, routeMap } from '../../kit/route';
import { effectiveLimitForMarket, saveBetLimit } from '../limits/bet-limits';
import { priceHistory } from '../desks/price-history';
import { runnerStatusRoute } from '../desks/runner-status-route';
import { requireFamilyMarket } from '../families/store';
import { formatOdds, getSportsbookMarket, listSportsbookMarkets, saveSportsbookPrice, sportsbookVolume } from './prices';
import { priceConfirmed } from '../desks/price-confirmed';

const op = contract.sportsbook;
const oddsOf = (m: ReturnType<typeof getSportsbookMarket>) => Object.fromEntries(m.selections.map((s) => [s.name, formatOdds(s.odds) ?? 'no price']));

export const sportsbookRoutes = routeMap(
  readRoute(op.markets, (db, input) => listSportsbookMarkets(db, input.eventId)),
  auditedCommand(op.savePrice, 'sportsbook.price', (input, ctx) => {
    const change = saveSportsbookPrice(ctx.db, input.marketId, input.selections, currentUser(ctx).userName);
    return priceConfirmed(input.marketId, change, (m) => ({ odds: oddsOf(m) }));
  }),
  runnerStatusRoute(op.setSelectionStatus, getSportsbookMarket, 'Selection'),
  readRoute(op.volume, (db, input) => sportsbookVolume(db, input.marketId)),
  readRoute(op.history, (db, input) => (getSportsbookMarket(db, input.marketId), priceHistory(db, input.marketId))),
  readRoute(op.betLimit, (db, input) => (requireFamilyMarket(db, 'sportsbook', input.marketId), effectiveLimitForMarket(db, input.marketId))),
  /** The market's own limit, audited as any bet limit is (created or edited). */
  route(op.saveBetLimit, (input, ctx) =>
    inTransaction(ctx.db, () => {
      requireFamilyMarket(ctx.db, 'sportsbook', input.marketId);
      const { marketId, ...values } = input;
      const limit = { level: 'market' as const, targetId: marketId, ...values };
      const saved = saveBetLimit(ctx.db, limit, currentUser(ctx).userName);
      ctx.audit({ action: saved.before ? 'betLimit.update' : 'betLimit.create', targetType: 'betLimit', targetId: saved.id, before: saved.before, after: limit });
      return { data: effectiveLimitForMarket(ctx.db, marketId), message: 'Bet limit saved.' };
    }),
  ),
);
