import type { PermissionKey } from './catalogue';

/** A permission with the permissions it contains (spec §3, "Permission hierarchy"). */
export interface PermissionNode {
  readonly key: PermissionKey;
  readonly children: readonly PermissionNode[];
}

const leaf = (key: PermissionKey): PermissionNode => ({ key, children: [] });
const node = (key: PermissionKey, children: readonly PermissionNode[]): PermissionNode => ({ key, children });

export const PERMISSION_HIERARCHY: readonly PermissionNode[] = [
  node('marketManagement', [
    node(
      'exchangeManagement',
      (['addExchange', 'addSport', 'addTournament', 'addEvent', 'addMarket', 'addBetLimit', 'exchangeResults'] as const).map(leaf),
    ),
    node('sportsBookManagement', [leaf('sportsBookResults')]),
    node('bookmakerManagement', [leaf('bookmakerResults')]),
    node('fancyManagement', [leaf('fancyResults')]),
    node(
      'navigation',
      (['exchangeNavigation', 'sportPopular', 'sportNavigation', 'quickLinks', 'mostPopularBets', 'marketNavigation'] as const).map(leaf),
    ),
    leaf('marketTraderManagement'),
  ]),
];
