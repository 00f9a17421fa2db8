import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router-dom';
import { getHref, type DashboardPageName } from '../paths';
import { breadcrumbTrail, isRouteHandle } from '../route-access';
import { ROUTE_HANDLES } from '../routes';

/** Labels come from the route table's handles; the current page is plain text, its ancestors are links. */
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
            <Text key={crumb.name} size="sm" fw={600} aria-current="page">
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
