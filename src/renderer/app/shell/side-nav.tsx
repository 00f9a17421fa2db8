import { NavLink, ScrollArea, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBroadcast,
  IconCards,
  IconChartCandle,
  IconHome,
  IconListDetails,
  IconPhoto,
  IconPlayCard,
  IconSettings,
  IconUsers,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { getHref, type DashboardPageName } from '../paths';
import { decideAccess } from '../route-access';
import { ROUTE_HANDLES } from '../routes';
import { useSession } from '../session/use-session';

/** The areas' icons, as on the home tiles; a page under Market Management shows in words under it. */
const AREA_ICONS: Partial<Record<DashboardPageName, Icon>> = {
  home: IconHome,
  marketManagement: IconChartCandle,
  traderManagement: IconUsers,
  graphicsManagement: IconPhoto,
  operationalLogs: IconListDetails,
  casinoMonitor: IconCards,
  streamingManagement: IconBroadcast,
  sites: IconWorldWww,
  casino: IconPlayCard,
  risk: IconAlertTriangle,
  settings: IconSettings,
};

/**
 * The side navigation (issue 18): every area this user holds, from the route table and its access rules,
 * with Market Management's pages under it. Collapsed, it shows the areas' icons with their names as tips.
 * A link is named by its area's label however the navigation is drawn ("Risk", collapsed or not): the tip
 * only shows it. The home tiles of the same areas share those names; their grid is a navigation of its own.
 */
export function SideNav({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const { pathname } = useLocation();
  const may = (name: DashboardPageName) => {
    const handle = ROUTE_HANDLES.get(name);
    return handle !== undefined && name !== 'accessDenied' && decideAccess(session, handle.access) === 'allow';
  };
  const areas = [...ROUTE_HANDLES.values()].filter((h) => (h.name === 'home' || h.parent === 'home') && may(h.name));
  const pagesUnder = (parent: DashboardPageName) => [...ROUTE_HANDLES.values()].filter((h) => h.parent === parent && may(h.name));
  const isHere = (name: DashboardPageName) => pathname === getHref(name);

  return (
    <ScrollArea component="nav" aria-label="Areas" h="100%" p={collapsed ? 4 : 'xs'}>
      {areas.map((area) => {
        const AreaIcon = AREA_ICONS[area.name] ?? IconListDetails;
        const pages = collapsed || area.name === 'home' ? [] : pagesUnder(area.name);
        const link = (
          <NavLink
            key={area.name}
            component={Link}
            to={getHref(area.name)}
            label={collapsed ? undefined : area.breadcrumb}
            aria-label={collapsed ? area.breadcrumb : undefined}
            leftSection={<AreaIcon size={18} aria-hidden="true" />}
            active={isHere(area.name)}
            aria-current={isHere(area.name) ? 'page' : undefined}
            opened={pages.length > 0 ? true : undefined}
            childrenOffset={28}
          >
            {pages.length > 0
              ? pages.map((page) => (
                  <NavLink
                    key={page.name}
                    component={Link}
                    to={getHref(page.name)}
                    label={page.breadcrumb}
                    active={isHere(page.name)}
                    aria-current={isHere(page.name) ? 'page' : undefined}
                  />
                ))
              : undefined}
          </NavLink>
        );
        return collapsed ? (
          <Tooltip key={area.name} label={area.breadcrumb} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </ScrollArea>
  );
}
