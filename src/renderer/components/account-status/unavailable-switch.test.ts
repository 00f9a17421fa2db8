import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@renderer/app/theme';
import { contrast, contrastResolver } from '@renderer/app/theme-contrast';
import { LOCKED_ON } from './unavailable-switch';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const primary = full.colors[full.primaryColor] as readonly string[];
const filled = contrastResolver(full);
/** WCAG 2.1 §1.4.11: a control's boundary against what is next to it. */
const NON_TEXT = 3;
/** A table's rows as mantine-react-table paints them (measured in Chromium): plain, striped, hovered, striped and hovered. */
const ROWS = { light: ['#ffffff', '#f2f2f2', '#ebebeb', '#d5d5d5'], dark: ['#242424', '#2d2d2d', '#363636', '#3e3e3e'] } as const;

describe('a locked switch that is on', () => {
  it.each(['light', 'dark'] as const)('keeps 3:1 between its edge and every row it sits on (%s scheme)', (scheme) => {
    const edge = primary[LOCKED_ON[scheme].edge] as string;
    for (const row of ROWS[scheme]) expect(contrast(edge, row), row).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it.each(['light', 'dark'] as const)('is filled paler than a switch the user can flip (%s scheme)', (scheme) => {
    const page = ROWS[scheme][0];
    const usable = filled[scheme][`--mantine-color-${full.primaryColor}-filled`] as string;
    expect(contrast(primary[LOCKED_ON[scheme].fill] as string, page)).toBeLessThan(contrast(usable, page));
  });
});
