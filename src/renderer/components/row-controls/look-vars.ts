import type { MantineColor, MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

/** The CSS variables of one look (variant, colour, size) of a component, per theme: a table draws the same few looks on every row. */
const looksByTheme = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

export function lookVars(theme: MantineTheme, key: string, compute: () => Record<string, string | undefined>): CSSProperties {
  let looks = looksByTheme.get(theme);
  if (!looks) looksByTheme.set(theme, (looks = new Map()));
  let vars = looks.get(key);
  if (!vars) looks.set(key, (vars = compute() as CSSProperties));
  return vars;
}

/** The colours Mantine's variant resolver gives a look (the theme's primary colour when none is named). */
export const variantColors = (theme: MantineTheme, variant: string, color: MantineColor | undefined) =>
  theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant });
