import { Badge, getSize, useMantineTheme, type BadgeVariant, type MantineColor, type MantineSize, type MantineTheme } from '@mantine/core';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { lookVars, variantColors } from './look-vars';

/** Every look but the dot and the gradient, which need parts of their own. */
export type RowBadgeVariant = Exclude<BadgeVariant, 'dot' | 'gradient'>;

export interface RowBadgeProps {
  readonly children: ReactNode;
  readonly color: MantineColor;
  readonly variant?: RowBadgeVariant;
  readonly size?: MantineSize;
}

const badgeVars = (theme: MantineTheme, variant: RowBadgeVariant, color: MantineColor, size: MantineSize | undefined) =>
  lookVars(theme, `badge|${variant}|${color}|${size ?? ''}`, () => {
    const colors = variantColors(theme, variant, color);
    return {
      '--badge-height': getSize(size, 'badge-height'),
      '--badge-padding-x': getSize(size, 'badge-padding-x'),
      '--badge-fz': getSize(size, 'badge-fz'),
      '--badge-bg': colors.background,
      '--badge-color': colors.color,
      '--badge-bd': colors.border,
    };
  });

/**
 * A status badge in a table row: Mantine's Badge markup and classes, drawn as plain elements (see RowButton:
 * a page of search results mounts one per row). It looks as `<Badge variant color size>`; row-controls.test.tsx
 * compares the two.
 */
export function RowBadge({ children, color, variant = 'light', size }: RowBadgeProps) {
  const theme = useMantineTheme();
  return (
    <div style={badgeVars(theme, variant, color, size)} className={clsx(Badge.classes.root, 'mantine-Badge-root')} data-variant={variant} data-size={size}>
      <span className={clsx(Badge.classes.label, 'mantine-Badge-label')}>{children}</span>
    </div>
  );
}
