import type { SearchGroup, SearchHit, SessionState } from '@shared/contract';
import { SEARCH_KIND_LABELS } from '@shared/search/kinds';
import { hasEveryWord } from '@shared/search/words';
import { getHref, type DashboardPageName } from '../paths';
import { breadcrumbTrail, decideAccess, type RouteHandle } from '../route-access';

/** One line of the palette: a screen to jump to or an object to open. */
export interface PaletteEntry {
  readonly key: string;
  readonly group: string;
  readonly label: string;
  readonly detail: string;
  readonly href: string;
}

export const SCREENS_GROUP = 'Screens';
/** Screens shown before anything is typed, and at most when a text matches many. */
export const MAX_SCREENS = 8;

/**
 * The screens this user may open whose name and the names above it hold every word of the text (any order:
 * "logs cron" finds Cron Logs under Operational Logs), in route-table order.
 */
export const screenEntries = (
  session: SessionState | undefined,
  handles: ReadonlyMap<DashboardPageName, RouteHandle<DashboardPageName>>,
  text: string,
): PaletteEntry[] => {
  return [...handles.values()]
    .filter((handle) => handle.name !== 'accessDenied' && decideAccess(session, handle.access) === 'allow')
    .map((handle) => {
      const trail = breadcrumbTrail(handle.name, handles).map((step) => step.breadcrumb);
      return { handle, trail };
    })
    .filter(({ trail }) => hasEveryWord(trail.join('\n'), text))
    .slice(0, MAX_SCREENS)
    .map(({ handle, trail }) => ({
      key: `screen:${handle.name}`,
      group: SCREENS_GROUP,
      label: handle.breadcrumb,
      detail: trail.slice(0, -1).join(' › ') || 'Screen',
      href: getHref(handle.name),
    }));
};

const withQuery = (href: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  return `${href}?${query.toString()}`;
};

/**
 * The screen an object opens on: a catalogue object in Exchange Management's catalogue with its path
 * selected, a trader or staff member in their list searched by user name, a punter in Risk's punters.
 */
export const hitHref = (hit: SearchHit): string => {
  switch (hit.kind) {
    case 'trader':
      return withQuery(getHref('marketTraderManagement'), { q: hit.name });
    case 'staff':
      return withQuery(getHref('traderManagement'), { q: hit.name });
    case 'punter':
      return withQuery(getHref('risk'), { tab: 'punters', q: hit.name });
    default:
      return withQuery(getHref('exchangeManagement'), {
        tab: 'catalogue',
        sport: hit.sportId,
        competition: hit.competitionId,
        event: hit.eventId,
        market: hit.kind === 'market' ? hit.id : undefined,
      });
  }
};

/** The exchange's groups as palette lines, in its order. */
export const objectEntries = (groups: readonly SearchGroup[]): PaletteEntry[] =>
  groups.flatMap((group) =>
    group.hits.map((hit) => ({ key: `${hit.kind}:${hit.id}`, group: SEARCH_KIND_LABELS[group.kind], label: hit.name, detail: hit.detail, href: hitHref(hit) })),
  );
