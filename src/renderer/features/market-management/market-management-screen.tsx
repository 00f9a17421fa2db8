import { IconArrowsExchange, IconBallFootball, IconBook2, IconMap2, IconSparkles, IconUserShield } from '@tabler/icons-react';
import { pageTile, TileScreen, type PermittedTile } from '@renderer/components/tile-screen';

/** Spec §2's Market Management tiles. Market Trader is "admin-only" in the original, but display follows permissions. */
const MARKET_TILES: readonly PermittedTile[] = [
  pageTile('Exchange Management', 'exchangeManagement', IconArrowsExchange),
  pageTile('SportsBook Management', 'sportsBookManagement', IconBallFootball),
  pageTile('BookMaker Management', 'bookmakerManagement', IconBook2),
  pageTile('Fancy Management', 'fancyManagement', IconSparkles),
  pageTile('Navigation', 'navigation', IconMap2),
  pageTile('Market Trader', 'marketTraderManagement', IconUserShield),
];

export default function MarketManagementScreen() {
  return <TileScreen title="Market Management" tiles={MARKET_TILES} empty="No market areas are assigned to your account." />;
}
