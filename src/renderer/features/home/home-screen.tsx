import { IconBroadcast, IconCards, IconChartCandle, IconListDetails, IconPhoto, IconUsers } from '@tabler/icons-react';
import { getHref } from '@renderer/app/paths';
import { TileScreen, type PermittedTile } from '@renderer/components/tile-screen';

/** Spec §2's home tiles, in order, each with the permission that shows it. */
const HOME_TILES: readonly PermittedTile[] = [
  { label: 'Market Management', permission: 'marketManagement', href: getHref('marketManagement'), icon: IconChartCandle },
  { label: 'Trader Management', permission: 'traderManagement', href: getHref('traderManagement'), icon: IconUsers },
  { label: 'Graphics Management', permission: 'graphicsManagement', href: getHref('graphicsManagement'), icon: IconPhoto },
  { label: 'Operational Logs', permission: 'operationalLogs', href: getHref('operationalLogs'), icon: IconListDetails },
  { label: 'Casino Monitor', permission: 'casinoMonitor', href: getHref('casinoMonitor'), icon: IconCards },
  { label: 'Streaming Management', permission: 'streamingManagement', href: getHref('streamingManagement'), icon: IconBroadcast },
];

export default function HomeScreen() {
  return <TileScreen title="Dashboard" tiles={HOME_TILES} empty="Your account has no areas assigned yet. Ask an administrator for permissions." />;
}
