import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@renderer/components/full-screen-spinner';
import { RouteError } from '@renderer/components/route-error';
import { LoginScreen } from '@renderer/features/auth/login-screen';
import { redrawnOnFormatChange } from './display/format-redraw';
import { DASHBOARD_PATH, DASHBOARD_SEGMENTS, getHref, LOGIN_PATH, MONITOR_WINDOW_ROUTE } from './paths';
import { RootLayout } from './root-layout';
import { registerRouteHandles } from './route-handles';
import { DASHBOARD_ROUTES, type DashboardRoute } from './routes';

registerRouteHandles(DASHBOARD_ROUTES);

const toRouteObject = ({ load, ...handle }: DashboardRoute): RouteObject => {
  // Drawn anew, state kept, when the window's grouping or zone changes (the layout's gate provides them).
  const lazy = async () => ({ Component: redrawnOnFormatChange((await load()).default) });
  // An error in one screen replaces that screen only; the header and breadcrumb stay usable.
  return handle.name === 'home'
    ? { index: true, handle, lazy, ErrorBoundary: RouteError }
    : { path: DASHBOARD_SEGMENTS[handle.name], handle, lazy, ErrorBoundary: RouteError };
};

/** Spec §2: login is the default and the catch-all; everything behind it loads lazily. */
export const routeObjects: RouteObject[] = [
  // A monitor in a window of its own (issue 5): no dashboard shell, and it locks rather than leaving for
  // /login when the session ends, so a wall of monitors survives a re-login in place.
  {
    path: MONITOR_WINDOW_ROUTE,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('@renderer/features/monitors/window/monitor-window-screen')).default }),
  },
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteError,
    children: [
      { path: LOGIN_PATH, element: <LoginScreen /> },
      {
        path: DASHBOARD_PATH,
        lazy: async () => ({ Component: (await import('./shell/dashboard-layout')).default }),
        children: DASHBOARD_ROUTES.map(toRouteObject),
      },
      { path: '/', element: <Navigate to={getHref('login')} replace /> },
      { path: '*', element: <Navigate to={getHref('login')} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
