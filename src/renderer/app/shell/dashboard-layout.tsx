import { AppShell, Box } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { QueryRoot } from '../data/query-root';
import { WorkspaceRestore } from '@renderer/features/monitors/restore/workspace-restore';
import { getHref } from '../paths';
import { accessNeeded, decideForMatches, deniedHref, isRouteHandle } from '../route-access';
import { useSession } from '../session/use-session';
import { AppHeader } from './app-header';
import { BreadcrumbBar } from './breadcrumb-bar';
import { KeychainNotice } from './keychain-notice';
import { UpdateNotice } from './update-notice';
import classes from './dashboard-layout.module.css';

const HEADER_HEIGHT = 52;
const BREADCRUMB_HEIGHT = 34;

/**
 * The dashboard shell and its guard. The guard reads the deepest route's access from the route table and
 * re-runs whenever the session changes: a logout anywhere sends this window to login, a revoked
 * permission sends it to access-denied.
 */
export default function DashboardLayout() {
  return (
    <QueryRoot dashboard>
      <DashboardShell />
    </QueryRoot>
  );
}

function DashboardShell() {
  const session = useSession();
  const handles = useMatches().map((match) => match.handle);
  const location = useLocation();
  if (session === undefined) return null;
  const decision = decideForMatches(session, handles);
  if (decision === 'login' || session.status !== 'loggedIn') return <Navigate to={getHref('login')} replace />;
  if (decision === 'denied') {
    // The refused page and what it needs travel with the navigation (history state: kept across a reload).
    const refused = handles.filter(isRouteHandle).at(-1);
    const state = refused ? { page: refused.breadcrumb, needs: accessNeeded(refused.access) } : undefined;
    return <Navigate to={deniedHref(getHref('accessDenied'), location.pathname)} state={state} replace />;
  }

  return (
    <AppShell header={{ height: HEADER_HEIGHT + BREADCRUMB_HEIGHT }} padding="md">
      <AppShell.Header>
        <Box h={HEADER_HEIGHT}>
          <AppHeader userName={session.user.userName} />
        </Box>
        <Box h={BREADCRUMB_HEIGHT} px="md" className={classes.breadcrumbBar}>
          <BreadcrumbBar />
        </Box>
      </AppShell.Header>
      <AppShell.Main>
        <KeychainNotice />
        <UpdateNotice />
        <Outlet />
      </AppShell.Main>
      <WorkspaceRestore />
    </AppShell>
  );
}
