import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { AA, contrast, contrastResolver, mix } from './theme-contrast';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = contrastResolver(full);

describe('theme colours meet WCAG AA for text in both schemes', () => {
  it('dimmed text, links and coloured text read on the page', () => {
    for (const bg of ['#ffffff', full.colors.gray[1] as string]) {
      expect(contrast(vars.light['--mantine-color-dimmed'] as string, bg)).toBeGreaterThanOrEqual(AA);
      expect(contrast(vars.light['--mantine-color-anchor'] as string, bg)).toBeGreaterThanOrEqual(AA);
    }
    for (const bg of [full.colors.dark[7] as string, full.colors.dark[5] as string]) {
      expect(contrast(vars.dark['--mantine-color-dimmed'] as string, bg)).toBeGreaterThanOrEqual(AA);
      expect(contrast(vars.dark['--mantine-color-anchor'] as string, bg)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('every colour: its text, its badge text on its tint, and white on its filled shade', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      const light = (k: string) => vars.light[`--mantine-color-${name}-${k}`] as string;
      const dark = (k: string) => vars.dark[`--mantine-color-${name}-${k}`] as string;
      expect(contrast(light('text'), '#ffffff'), name).toBeGreaterThanOrEqual(AA);
      expect(contrast(light('light-color'), mix(shades[6] as string, '#ffffff', 0.1)), name).toBeGreaterThanOrEqual(AA);
      expect(contrast('#ffffff', light('filled')), name).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark('text'), full.colors.dark[7] as string), name).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark('light-color'), mix(shades[6] as string, full.colors.dark[7] as string, 0.15)), name).toBeGreaterThanOrEqual(AA);
      expect(contrast('#ffffff', dark('filled')), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeLessThan(AA);
  });
});
