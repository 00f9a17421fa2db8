import type { RouteMap } from '../../kit/route';
import { domainRoutes } from './domain-routes';
import { exchangeRoutes } from './exchange-routes';
import { toolRoutes } from './tool-routes';
import { whiteLabelRoutes } from './white-label-routes';

/** Sites (issue 16): white labels, domains, exchanges and projects, the auth extras and the site tools. */
export const siteRoutes: RouteMap = { ...whiteLabelRoutes, ...domainRoutes, ...exchangeRoutes, ...toolRoutes };
