import { AppShell, Box } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { QueryRoot } from '../data/query-root';
import { WorkspaceRestore } from '@renderer/features/monitors/restore/workspace-restore';
import { RiskAlertWatcher } from '@renderer/features/risk/live/risk-alert-watcher';
import { getHref, type DashboardPageName } from '../paths';
import { accessNeeded, decideForMatches, deniedHref, isRouteHandle } from '../route-access';
import { useSession } from '../session/use-session';
import { AppHeader } from './app-header';
import { BreadcrumbBar } from './breadcrumb-bar';
import { KeychainNotice } from './keychain-notice';
import { UpdateNotice } from './update-notice';
import { useApplyDensity } from '../display/density';
import { useDisplayPreferences } from '../display/use-display-preferences';
import { SearchPalette } from '../search/search-palette';
import { KeyboardHelp } from '../keyboard-help/keyboard-help';
import { ExpiryWarning } from '../session/expiry-warning';
import { useRememberPlace } from '../session/use-remember-place';
import { DraftsNotice } from './drafts-notice';
import { useFollowRouteRequests } from './follow-route-requests';
import { LeaveGuardProvider } from '@renderer/components/leave-guard';
import { AddressSearchProvider } from '../address/address-search';
import { SideNav } from './side-nav';
import classes from './dashboard-layout.module.css';
import { PAGE_CONTENT_ID } from '../search/page-focus';
import { useToastsOverContent } from '../toasts-over-content';

const HEADER_HEIGHT = 52;
const BREADCRUMB_HEIGHT = 34;
const NAV_WIDTH = 230;
const NAV_COLLAPSED_WIDTH = 56;

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
    return <Navigate to={deniedHref(getHref('accessDenied'), location)} state={state} replace />;
  }

  return <LoggedInShell userName={session.user.userName} page={handles.filter(isRouteHandle).at(-1)?.name as DashboardPageName | undefined} />;
}

/** The shell around a page the user may open: header, side navigation, notices, the page, the one search. */
function LoggedInShell({ userName, page }: { userName: string; page: DashboardPageName | undefined }) {
  useRememberPlace();
  useFollowRouteRequests();
  useApplyDensity('dashboard', page);
  const { preferences: display, save: saveDisplay } = useDisplayPreferences();
  const navCollapsed = display.navCollapsed === true;
  const navWidth = navCollapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  useToastsOverContent(navWidth);
  return (
    <AppShell header={{ height: HEADER_HEIGHT + BREADCRUMB_HEIGHT }} navbar={{ width: navWidth, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <Box h={HEADER_HEIGHT}>
          <AppHeader userName={userName} page={page} navCollapsed={navCollapsed} onToggleNav={() => void saveDisplay({ navCollapsed: !navCollapsed })} />
        </Box>
        <Box h={BREADCRUMB_HEIGHT} px="md" className={classes.breadcrumbBar}>
          <BreadcrumbBar />
        </Box>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideNav collapsed={navCollapsed} />
      </AppShell.Navbar>
      {/* Focusable by script only: where the keyboard lands when a screen opens from the search palette. */}
      <AppShell.Main id={PAGE_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <ExpiryWarning />
        <KeychainNotice />
        <UpdateNotice />
        <DraftsNotice />
        <LeaveGuardProvider>
          <AddressSearchProvider>
            <Outlet />
          </AddressSearchProvider>
        </LeaveGuardProvider>
      </AppShell.Main>
      <WorkspaceRestore />
      <RiskAlertWatcher />
      <SearchPalette />
      <KeyboardHelp />
    </AppShell>
  );
}
