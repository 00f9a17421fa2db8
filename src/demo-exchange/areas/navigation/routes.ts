import { contract } from '@shared/contract';
import { auditedSequence, readRoute } from '../../kit/audited-routes';
import { routeMap } from '../../kit/route';
import * as nav from './store';

/** The betting site's menus and orders: each save replaces a whole list, audited with the order before and after. */

const { navigation: op } = contract;

export const navigationRoutes = routeMap(
  readRoute(op.exchangeMenu, nav.exchangeMenu),
  auditedSequence(op.saveExchangeMenu, 'navigation.exchangeMenu', nav.exchangeMenu, (db, input) => nav.saveExchangeMenu(db, input.items)),
  readRoute(op.sports, nav.sportNavigation),
  auditedSequence(op.saveSports, 'navigation.sports', nav.sportNavigation, (db, input) => nav.saveSportNavigation(db, input.items)),
  readRoute(op.popularSports, nav.popularSports),
  auditedSequence(op.savePopularSports, 'navigation.popularSports', nav.popularSports, (db, input) => nav.savePopularSports(db, input.sportIds)),
  readRoute(op.quickLinks, nav.quickLinks),
  auditedSequence(op.saveQuickLinks, 'navigation.quickLinks', nav.quickLinks, (db, input) => nav.saveQuickLinks(db, input.items)),
  readRoute(op.popularBets, nav.popularBets),
  auditedSequence(op.savePopularBets, 'navigation.popularBets', nav.popularBets, (db, input) => nav.savePopularBets(db, input.marketIds)),
  readRoute(op.markets, (db, input) => nav.eventMarkets(db, input.eventId)),
  auditedSequence(op.saveMarkets, 'navigation.markets', (db, input) => nav.eventMarkets(db, input.eventId), (db, input) => nav.saveEventMarketOrder(db, input.eventId, input.marketIds)),
);
