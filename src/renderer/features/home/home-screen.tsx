import { IconBroadcast, IconCards, IconChartCandle, IconListDetails, IconPhoto, IconUsers } from '@tabler/icons-react';
import { pageTile, TileScreen, type PermittedTile } from '@renderer/components/tile-screen';

/** Spec §2's home tiles, in order, each with the permission that shows it. */
const HOME_TILES: readonly PermittedTile[] = [
  pageTile('Market Management', 'marketManagement', IconChartCandle),
  pageTile('Trader Management', 'traderManagement', IconUsers),
  pageTile('Graphics Management', 'graphicsManagement', IconPhoto),
  pageTile('Operational Logs', 'operationalLogs', IconListDetails),
  pageTile('Casino Monitor', 'casinoMonitor', IconCards),
  pageTile('Streaming Management', 'streamingManagement', IconBroadcast),
];

export default function HomeScreen() {
  return <TileScreen title="Dashboard" tiles={HOME_TILES} empty="Your account has no areas assigned yet. Ask an administrator for permissions." />;
}
