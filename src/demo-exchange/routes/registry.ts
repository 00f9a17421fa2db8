import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { cronLogRoutes } from './cron-logs';
import { limitRoutes } from './limits';
import { marketRoutes } from './markets';
import { navigationRoutes } from './navigation';
import { permissionRoutes } from './permissions';
import { providerRoutes } from './provider';
import type { RouteMap } from './route';
import { staffRoutes } from './staff';
import { traderRoutes } from './traders';

/**
 * Every handler of the demo exchange, by operation id. A new area adds its `routes/<area>.ts` map here;
 * registry.test.ts fails until every HTTP operation of the contract has one.
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
};
