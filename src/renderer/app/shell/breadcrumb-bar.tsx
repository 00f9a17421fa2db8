import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router-dom';
import { getHref, type DashboardPageName } from '../paths';
import { breadcrumbTrail, isRouteHandle } from '../route-access';
import { ROUTE_HANDLES } from '../routes';

/** Labels come from the route table's handles; the current page is its heading, its ancestors are links. */
export function BreadcrumbBar() {
  const current = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const trail = current ? breadcrumbTrail(current.name as DashboardPageName, ROUTE_HANDLES) : [];
  return (
    <nav aria-label="Breadcrumb" data-testid="breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            // The page's one top heading (every page has exactly one h1): its name, where the trail ends.
            <Text key={crumb.name} component="h1" size="sm" fw={600} m={0} aria-current="page">
              {crumb.breadcrumb}
            </Text>
          ) : (
            <Anchor key={crumb.name} component={Link} to={getHref(crumb.name)} size="sm">
              {crumb.breadcrumb}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
