import type { RouteMap } from '../kit/route';
import { auditRoutes } from './audit/routes';
import { bookmakerRoutes } from './bookmaker/routes';
import { newsRoutes } from './news/routes';
import { sportsbookRoutes } from './sportsbook/routes';
import { casinoRoutes } from './casino/routes';
import { authRoutes } from './auth/routes';
import { catalogueRoutes } from './catalogue/routes';
import { contentRoutes } from './content/routes';
import { cronLogRoutes } from './cron-logs/routes';
import { fancyRoutes } from './fancy/routes';
import { fancyPlayRoutes } from './fancy/play-routes';
import { deskRoutes, ratingRoutes } from './desks/routes';
import { familyRoutes } from './families/routes';
import { limitRoutes } from './limits/routes';
import { marketRoutes } from './markets/routes';
import { navigationRoutes } from './navigation/routes';
import { permissionRoutes } from './permissions/routes';
import { providerRoutes } from './provider/routes';
import { queryRoutes } from './queries/routes';
import { racingRoutes } from './racing/routes';
import { resultsRoutes } from './results/routes';
import { riskRoutes } from './risk/routes';
import { scoreRoutes } from './score/routes';
import { staffRoutes } from './staff/routes';
import { streamingRoutes } from './streaming/routes';
import { traderRoutes } from './traders/routes';
import { siteRoutes } from './sites/routes';
import { searchRoutes } from './search/routes';

/**
 * Every handler of the demo exchange, by operation id. A new area adds its `areas/<area>/routes.ts` map
 * here (see ../README.md); index.test.ts fails until every HTTP operation of the contract has one.
 */
export const ROUTES: RouteMap = {
  ...authRoutes,
  ...permissionRoutes,
  ...cronLogRoutes,
  ...catalogueRoutes,
  ...marketRoutes,
  ...limitRoutes,
  ...providerRoutes,
  ...navigationRoutes,
  ...traderRoutes,
  ...staffRoutes,
  ...auditRoutes,
  ...streamingRoutes,
  ...scoreRoutes,
  ...contentRoutes,
  ...fancyRoutes,
  ...fancyPlayRoutes,
  ...deskRoutes,
  ...ratingRoutes,
  ...familyRoutes,
  ...bookmakerRoutes,
  ...sportsbookRoutes,
  ...newsRoutes,
  ...racingRoutes,
  ...resultsRoutes,
  ...riskRoutes,
  ...queryRoutes,
  ...siteRoutes,
  ...casinoRoutes,
  ...searchRoutes,
};
