import { IconArrowsExchange, IconBallFootball, IconBook2, IconChecklist, IconMap2, IconSparkles, IconUserShield } from '@tabler/icons-react';
import { RESULT_PERMISSIONS } from '@shared/results';
import { getHref } from '@renderer/app/paths';
import { pageTile, TileScreen, type PermittedTile } from '@renderer/components/tile-screen';

/**
 * Spec §2's Market Management tiles. Market Trader is "admin-only" in the original, but display follows
 * permissions. Results is ours (spec §7's Results calls need a screen): shown with any results flag.
 */
const MARKET_TILES: readonly PermittedTile[] = [
  pageTile('Exchange Management', 'exchangeManagement', IconArrowsExchange),
  pageTile('SportsBook Management', 'sportsBookManagement', IconBallFootball),
  pageTile('BookMaker Management', 'bookmakerManagement', IconBook2),
  pageTile('Fancy Management', 'fancyManagement', IconSparkles),
  pageTile('Navigation', 'navigation', IconMap2),
  pageTile('Market Trader', 'marketTraderManagement', IconUserShield),
  { label: 'Results', permission: RESULT_PERMISSIONS, href: getHref('results'), icon: IconChecklist },
];

export default function MarketManagementScreen() {
  return <TileScreen title="Market Management" tiles={MARKET_TILES} empty="No market areas are assigned to your account." />;
}
