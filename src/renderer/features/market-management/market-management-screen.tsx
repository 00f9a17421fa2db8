import { Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBallFootball, IconBook2, IconMap2, IconSparkles, IconUserShield } from '@tabler/icons-react';
import type { PermissionKey } from '@shared/permissions';
import { getHref } from '@renderer/app/paths';
import { useCan } from '@renderer/components/can';
import { TileGrid, type TileLink } from '@renderer/components/tile-grid';

/** Spec §2's Market Management tiles. Market Trader is "admin-only" in the original, but display follows permissions. */
const MARKET_TILES: ReadonlyArray<TileLink & { permission: PermissionKey }> = [
  { label: 'Exchange Management', permission: 'exchangeManagement', href: getHref('exchangeManagement'), icon: IconArrowsExchange },
  { label: 'SportsBook Management', permission: 'sportsBookManagement', href: getHref('sportsBookManagement'), icon: IconBallFootball },
  { label: 'BookMaker Management', permission: 'bookmakerManagement', href: getHref('bookmakerManagement'), icon: IconBook2 },
  { label: 'Fancy Management', permission: 'fancyManagement', href: getHref('fancyManagement'), icon: IconSparkles },
  { label: 'Navigation', permission: 'navigation', href: getHref('navigation'), icon: IconMap2 },
  { label: 'Market Trader', permission: 'marketTraderManagement', href: getHref('marketTraderManagement'), icon: IconUserShield },
];

export default function MarketManagementScreen() {
  const can = useCan();
  const tiles = MARKET_TILES.filter((tile) => can(tile.permission));
  return (
    <Stack gap="md">
      <Title order={2}>Market Management</Title>
      {tiles.length > 0 ? (
        <TileGrid label="Market Management" tiles={tiles} />
      ) : (
        <Text c="dimmed">No market areas are assigned to your account.</Text>
      )}
    </Stack>
  );
}
