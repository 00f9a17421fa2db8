import { Stack, Text, Title } from '@mantine/core';
import { IconBroadcast, IconCards, IconChartCandle, IconListDetails, IconPhoto, IconUsers } from '@tabler/icons-react';
import type { PermissionKey } from '@shared/permissions';
import { getHref } from '@renderer/app/paths';
import { useCan } from '@renderer/components/can';
import { TileGrid, type TileLink } from '@renderer/components/tile-grid';

/** Spec §2's home tiles, in order, each with the permission that shows it. */
const HOME_TILES: ReadonlyArray<TileLink & { permission: PermissionKey }> = [
  { label: 'Market Management', permission: 'marketManagement', href: getHref('marketManagement'), icon: IconChartCandle },
  { label: 'Trader Management', permission: 'traderManagement', href: getHref('traderManagement'), icon: IconUsers },
  { label: 'Graphics Management', permission: 'graphicsManagement', href: getHref('graphicsManagement'), icon: IconPhoto },
  { label: 'Operational Logs', permission: 'operationalLogs', href: getHref('operationalLogs'), icon: IconListDetails },
  { label: 'Casino Monitor', permission: 'casinoMonitor', href: getHref('casinoMonitor'), icon: IconCards },
  { label: 'Streaming Management', permission: 'streamingManagement', href: getHref('streamingManagement'), icon: IconBroadcast },
];

export default function HomeScreen() {
  const can = useCan();
  const tiles = HOME_TILES.filter((tile) => can(tile.permission));
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      {tiles.length > 0 ? (
        <TileGrid label="Dashboard" tiles={tiles} />
      ) : (
        <Text c="dimmed">Your account has no areas assigned yet. Ask an administrator for permissions.</Text>
      )}
    </Stack>
  );
}
