import { IconAlertTriangle, IconBroadcast, IconCards, IconPlayCard, IconChartCandle, IconListDetails, IconPhoto, IconUsers, IconWorldWww } from '@tabler/icons-react';
import { getHref } from '@renderer/app/paths';
import { pageTile, TileScreen, type PermittedTile } from '@renderer/components/tile-screen';

/** Spec §2's home tiles, in order, each with the permission that shows it. */
const HOME_TILES: readonly PermittedTile[] = [
  pageTile('Market Management', 'marketManagement', IconChartCandle),
  pageTile('Trader Management', 'traderManagement', IconUsers),
  pageTile('Graphics Management', 'graphicsManagement', IconPhoto),
  pageTile('Operational Logs', 'operationalLogs', IconListDetails),
  pageTile('Casino Monitor', 'casinoMonitor', IconCards),
  pageTile('Streaming Management', 'streamingManagement', IconBroadcast),
  // Ours (issue 16): white labels, domains, exchanges and projects, under the spec's addDomain flag.
  { label: 'Sites', permission: 'addDomain', href: getHref('sites'), icon: IconWorldWww },
  // Ours (issue 13): lobby tabs, tables, unsettled rounds and the game provider, under the spec's casinoMonitor.
  { label: 'Casino', permission: 'casinoMonitor', href: getHref('casino'), icon: IconPlayCard },
  // Ours (issue 12): markets by exposure, betting accounts, P/L; spec §6 names no risk flag: resolveQuery.
  { label: 'Risk', permission: 'resolveQuery', href: getHref('risk'), icon: IconAlertTriangle },
];

export default function HomeScreen() {
  return <TileScreen title="Dashboard" tiles={HOME_TILES} empty="Your account has no areas assigned yet. Ask an administrator for permissions." />;
}
