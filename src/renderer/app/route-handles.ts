import type { DashboardPageName } from './paths';
import type { RouteHandle } from './route-access';

let handles: readonly RouteHandle<DashboardPageName>[] = [];

/**
 * The dashboard's pages as data (name, access, breadcrumb), for screens that talk about other pages (Access
 * Denied names the refused one). The router registers the route table here: a screen importing the table
 * itself would close a loop, since the table loads every screen.
 */
export const routeHandles = (): readonly RouteHandle<DashboardPageName>[] => handles;

export const registerRouteHandles = (table: readonly RouteHandle<DashboardPageName>[]): void => {
  handles = table;
};
