import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isDashboardHref } from '@shared/contract/windows';
import { exchange } from '../exchange';

/**
 * Another window asked this console window to show a route (a monitor window's Enter, `windows.showRoute`):
 * go there, as a link in this window would (the leave guard still asks first about unsaved work).
 */
export function useFollowRouteRequests(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const stop = exchange().windows.onRoute(({ href }) => {
      if (isDashboardHref(href)) void navigate(href);
    });
    // Only a window that says so is sent a route (a monitor window never draws this shell).
    void exchange().windows.followRoutes();
    return stop;
  }, [navigate]);
}
