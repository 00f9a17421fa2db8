import { IconArrowsExchange, IconBallFootball, IconBook2, IconMap2, IconSparkles, IconUserShield } from '@tabler/icons-react';
import { getHref } from '@renderer/app/paths';
import { TileScreen, type PermittedTile } from '@renderer/components/tile-screen';

/** Spec §2's Market Management tiles. Market Trader is "admin-only" in the original, but display follows permissions. */
const MARKET_TILES: readonly PermittedTile[] = [
  { label: 'Exchange Management', permission: 'exchangeManagement', href: getHref('exchangeManagement'), icon: IconArrowsExchange },
  { label: 'SportsBook Management', permission: 'sportsBookManagement', href: getHref('sportsBookManagement'), icon: IconBallFootball },
  { label: 'BookMaker Management', permission: 'bookmakerManagement', href: getHref('bookmakerManagement'), icon: IconBook2 },
  { label: 'Fancy Management', permission: 'fancyManagement', href: getHref('fancyManagement'), icon: IconSparkles },
  { label: 'Navigation', permission: 'navigation', href: getHref('navigation'), icon: IconMap2 },
  { label: 'Market Trader', permission: 'marketTraderManagement', href: getHref('marketTraderManagement'), icon: IconUserShield },
];

export default function MarketManagementScreen() {
  return <TileScreen title="Market Management" tiles={MARKET_TILES} empty="No market areas are assigned to your account." />;
}
