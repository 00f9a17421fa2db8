import type { AuditAction } from '@shared/audit';
import { contract } from '@shared/contract';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import * as nav from './store';
import { inTransaction } from '../../db/database';
import { route, routeMap, type RouteContext } from '../../kit/route';

/** Every save replaces a whole list; the audit keeps the order before and after. */
const saved = <T>(ctx: RouteContext, action: AuditAction, before: T, save: () => T) =>
  inTransaction(ctx.db, () => {
    const after = save();
    ctx.audit({ action, targetType: 'navigation', targetId: null, before, after });
    return { data: after, message: M.saved };
  });

export const navigationRoutes = routeMap(
  route(contract.navigation.exchangeMenu, (_i, ctx) => ({ data: nav.exchangeMenu(ctx.db) })),
  route(contract.navigation.saveExchangeMenu, (input, ctx) => saved(ctx, 'navigation.exchangeMenu', nav.exchangeMenu(ctx.db), () => nav.saveExchangeMenu(ctx.db, input.items))),
  route(contract.navigation.sports, (_i, ctx) => ({ data: nav.sportNavigation(ctx.db) })),
  route(contract.navigation.saveSports, (input, ctx) => saved(ctx, 'navigation.sports', nav.sportNavigation(ctx.db), () => nav.saveSportNavigation(ctx.db, input.items))),
  route(contract.navigation.popularSports, (_i, ctx) => ({ data: nav.popularSports(ctx.db) })),
  route(contract.navigation.savePopularSports, (input, ctx) => saved(ctx, 'navigation.popularSports', nav.popularSports(ctx.db), () => nav.savePopularSports(ctx.db, input.sportIds))),
  route(contract.navigation.quickLinks, (_i, ctx) => ({ data: nav.quickLinks(ctx.db) })),
  route(contract.navigation.saveQuickLinks, (input, ctx) => saved(ctx, 'navigation.quickLinks', nav.quickLinks(ctx.db), () => nav.saveQuickLinks(ctx.db, input.items))),
  route(contract.navigation.popularBets, (_i, ctx) => ({ data: nav.popularBets(ctx.db) })),
  route(contract.navigation.savePopularBets, (input, ctx) => saved(ctx, 'navigation.popularBets', nav.popularBets(ctx.db), () => nav.savePopularBets(ctx.db, input.marketIds))),
  route(contract.navigation.markets, (input, ctx) => ({ data: nav.eventMarkets(ctx.db, input.eventId) })),
  route(contract.navigation.saveMarkets, (input, ctx) =>
    saved(ctx, 'navigation.markets', nav.eventMarkets(ctx.db, input.eventId), () => nav.saveEventMarketOrder(ctx.db, input.eventId, input.marketIds)),
  ),
);
