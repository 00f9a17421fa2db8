import { contract } from '@shared/contract';
import { readRoute } from '../../kit/audited-routes';
import { inTransaction } from '../../db/database';
import { currentUser, route, routeMap } from '../../kit/route';
import { effectiveLimitForMarket, saveBetLimit } from '../limits/bet-limits';
import { runnerDeskRoutes } from '../desks/runner-desk-routes';
import { requireFamilyMarket } from '../families/store';
import { formatOdds, getSportsbookMarket, saveSportsbookPrice, sportsbookMarkets, sportsbookVolume } from './prices';

const op = contract.sportsbook;
const oddsOf = (m: ReturnType<typeof getSportsbookMarket>) => Object.fromEntries(m.selections.map((s) => [s.name, formatOdds(s.odds) ?? 'no price']));

export const sportsbookRoutes = routeMap(
  ...runnerDeskRoutes(
    { markets: op.markets, savePrice: op.savePrice, setStatus: op.setSelectionStatus, history: op.history },
    { action: 'sportsbook.price', noun: 'Selection', markets: sportsbookMarkets, savePrice: (db, input, by) => saveSportsbookPrice(db, input.marketId, input.selections, by), shown: (m) => ({ odds: oddsOf(m) }) },
  ),
  readRoute(op.volume, (db, input) => sportsbookVolume(db, input.marketId)),
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
