import { Stack, Text, Title } from '@mantine/core';
import { getHref, type DashboardPageName } from '@renderer/app/paths';
import type { PermissionKey } from '@shared/permissions';
import { useCan } from './can';
import { TileGrid, type TileLink } from './tile-grid';

/** A tile and the flag it needs; several flags: any one of them. */
export type PermittedTile = TileLink & { readonly permission: PermissionKey | readonly PermissionKey[] };

/** A tile for a dashboard page shown with the permission of the same name. */
export const pageTile = (label: string, page: DashboardPageName & PermissionKey, icon: TileLink['icon']): PermittedTile => ({
  label,
  permission: page,
  href: getHref(page),
  icon,
});

/** A screen of tiles (spec §2): its title, the tiles whose permission the user holds, or `empty` when none. */
export function TileScreen({ title, tiles, empty }: { title: string; tiles: readonly PermittedTile[]; empty: string }) {
  const can = useCan();
  const shown = tiles.filter((tile) => (typeof tile.permission === 'string' ? can(tile.permission) : tile.permission.some(can)));
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      {shown.length > 0 ? <TileGrid label={title} tiles={shown} /> : <Text c="dimmed">{empty}</Text>}
    </Stack>
  );
}
