import type { SearchGroup, SearchHit, SessionState } from '@shared/contract';
import { MONITOR_KIND_LABELS } from '@shared/contract/windows';
import { SEARCH_KIND_LABELS } from '@shared/search/kinds';
import { hasEveryWord, searchWords } from '@shared/search/words';
import { KEY_HELP_TITLE } from '../keyboard-help/key-help-state';
import { getHref, type DashboardPageName } from '../paths';
import { breadcrumbTrail, decideAccess, type RouteHandle } from '../route-access';

interface PaletteLine {
  readonly key: string;
  readonly group: string;
  readonly label: string;
  readonly detail: string;
}
/** A line that goes somewhere: a screen to jump to or an object to open. */
export interface PaletteLink extends PaletteLine {
  readonly href: string;
}
/** A line that opens something of the window's own: the keyboard help. */
export interface PaletteCommand extends PaletteLine {
  readonly command: 'keyboardShortcuts';
}
/** One line of the palette. */
export type PaletteEntry = PaletteLink | PaletteCommand;

export const SCREENS_GROUP = 'Screens';
/** Screens shown before anything is typed, and at most when a text matches many. */
export const MAX_SCREENS = 8;

/**
 * What a screen is also found by, beside its name: the Casino Monitor (the spec's name) holds every monitor,
 * so "market monitor", "risk monitor" or "bet ticker" find it (each kind by its name and its kind).
 */
const SCREEN_SEARCH_WORDS: Partial<Record<DashboardPageName, string>> = {
  casinoMonitor: Object.entries(MONITOR_KIND_LABELS)
    .map(([kind, label]) => `${kind} ${label}`)
    .join('\n'),
};

/**
 * The screens this user may open whose name and the names above it hold every word of the text (any order:
 * "logs cron" finds Cron Logs under Operational Logs), in route-table order; then those found only with their
 * search words, so that these never push a screen found by its name out of the list ("market").
 */
export const screenEntries = (
  session: SessionState | undefined,
  handles: ReadonlyMap<DashboardPageName, RouteHandle<DashboardPageName>>,
  text: string,
): PaletteLink[] => {
  return [...handles.values()]
    .filter((handle) => handle.name !== 'accessDenied' && decideAccess(session, handle.access) === 'allow')
    .map((handle) => {
      const trail = breadcrumbTrail(handle.name, handles).map((step) => step.breadcrumb);
      return { handle, trail, byName: hasEveryWord(trail.join('\n'), text) };
    })
    .filter(({ handle, trail, byName }) => byName || hasEveryWord([...trail, SCREEN_SEARCH_WORDS[handle.name] ?? ''].join('\n'), text))
    .sort((a, b) => Number(b.byName) - Number(a.byName))
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
export const objectEntries = (groups: readonly SearchGroup[]): PaletteLink[] =>
  groups.flatMap((group) =>
    group.hits.map((hit) => ({ key: `${hit.kind}:${hit.id}`, group: SEARCH_KIND_LABELS[group.kind], label: hit.name, detail: hit.detail, href: hitHref(hit) })),
  );

export const HELP_GROUP = 'Help';
const KEYBOARD_SHORTCUTS: PaletteCommand = {
  key: 'command:keyboardShortcuts',
  group: HELP_GROUP,
  label: KEY_HELP_TITLE,
  detail: 'The console’s keys (or press ?)',
  command: 'keyboardShortcuts',
};
/** What finds the keyboard help: "shortcut", "keys", "keyboard", "help". */
const KEYBOARD_SHORTCUTS_WORDS = `${KEY_HELP_TITLE} keys help`;

/** The palette's commands whose words hold every word of the text, once something is typed. */
export const commandEntries = (text: string): PaletteCommand[] =>
  searchWords(text).length > 0 && hasEveryWord(KEYBOARD_SHORTCUTS_WORDS, text) ? [KEYBOARD_SHORTCUTS] : [];
