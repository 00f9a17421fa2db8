import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import classes from './tile-grid.module.css';

export interface TileLink {
  readonly label: string;
  readonly href: string;
  readonly icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** A grid of navigation tiles; each tile is one link named by its label. */
export function TileGrid({ tiles, label }: { tiles: readonly TileLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {tiles.map(({ label: tileLabel, href, icon: Icon }) => (
          <Card key={href} component={Link} to={href} withBorder padding="lg" className={classes.tile}>
            <ThemeIcon variant="light" size={44} radius="md" aria-hidden="true">
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600} size="md">
              {tileLabel}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
