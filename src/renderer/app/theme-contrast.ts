import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/** WCAG AA for normal text. */
export const AA = 4.5;

type Rgb = readonly [number, number, number];

const parseHex = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
};
const toHex = (rgb: Rgb): string => `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;

/** `a` laid over `b` with a's weight `t` (0..1). */
export const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => (x[i] as number) * t + (y[i] as number) * (1 - t)) as unknown as Rgb);
};

const luminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two colours. */
export const contrast = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

/** The first candidate readable on every background, else the last one darkened (or lightened) until it is. */
export const readable = (candidates: readonly string[], backgrounds: readonly string[], towards: '#000000' | '#ffffff'): string => {
  const ok = (c: string) => backgrounds.every((bg) => contrast(c, bg) >= AA);
  const found = candidates.find(ok);
  if (found) return found;
  let color = candidates.at(-1) ?? towards;
  for (let step = 0; step < 20 && !ok(color); step += 1) color = mix(color, towards, 0.9);
  return color;
};

const WHITE = '#ffffff';

/**
 * Mantine's colours, adjusted where its defaults fall short of WCAG AA (4.5:1) for text: dimmed text,
 * links, coloured text, the text of light and outline badges and buttons on their tint, and white text on
 * filled ones, in the light and the dark scheme alike. The palettes stay Mantine's; only the shades a
 * text uses are picked (or darkened a little) to read on what they are drawn on.
 */
export const contrastResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const darkBodies = [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]].filter((c): c is string => c !== undefined);
  // Rows are striped, hovered, selected (gray 0 to 3, a primary tint) and flagged (a red tint): text reads on all of them.
  const primaryTint = mix((theme.colors[theme.primaryColor] as readonly string[])[6] ?? '#4c6ef5', WHITE, 0.15);
  const lightBodies = [WHITE, theme.colors.gray[0], theme.colors.gray[1], theme.colors.gray[2], theme.colors.gray[3], primaryTint, mix(theme.colors.red[6] ?? '#fa5252', WHITE, 0.12)].filter(
    (c): c is string => c !== undefined,
  );
  for (const [name, shades] of Object.entries(theme.colors)) {
    const s = shades as readonly string[];
    const at = (i: number) => s[i] ?? s[9] ?? '#000000';
    // Light: coloured text on the page, on its own 10 % tint (light variant), and white on the filled colour.
    const tints = [mix(at(6), WHITE, 0.1), mix(at(6), theme.colors.gray[4] ?? '#ced4da', 0.12), mix(at(6), primaryTint, 0.12)];
    light[`--mantine-color-${name}-text`] = readable([at(7), at(8), at(9)], lightBodies, '#000000');
    light[`--mantine-color-${name}-light-color`] = readable([at(7), at(8), at(9)], [...tints, ...lightBodies], '#000000');
    light[`--mantine-color-${name}-outline`] = readable([at(7), at(8), at(9)], lightBodies, '#000000');
    const filled = readable([at(6), at(7), at(8), at(9)].map((c) => c), [WHITE], '#000000');
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = mix(filled, '#000000', 0.9);
    // Dark: coloured text on the dark surfaces and on the colour's 15 % tint.
    const darkTint = mix(at(6), theme.colors.dark[7] ?? '#242424', 0.15);
    dark[`--mantine-color-${name}-text`] = readable([at(4), at(3), at(2), at(1)], darkBodies, WHITE);
    dark[`--mantine-color-${name}-light-color`] = readable([at(3), at(2), at(1), at(0)], [darkTint, ...darkBodies], WHITE);
    dark[`--mantine-color-${name}-outline`] = readable([at(4), at(3), at(2)], darkBodies, WHITE);
    const darkFilled = readable([at(8), at(9)], [WHITE], '#000000');
    dark[`--mantine-color-${name}-filled`] = darkFilled;
    dark[`--mantine-color-${name}-filled-hover`] = mix(darkFilled, '#000000', 0.9);
  }
  const primary = theme.colors[theme.primaryColor] as readonly string[];
  light['--mantine-color-dimmed'] = readable([theme.colors.gray[7] ?? '#495057'], lightBodies, '#000000');
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-text`] ?? primary[7] ?? '#000000';
  light['--mantine-color-placeholder'] = readable([theme.colors.gray[6] ?? '#868e96', theme.colors.gray[7] ?? '#495057'], lightBodies, '#000000');
  dark['--mantine-color-dimmed'] = readable([theme.colors.dark[2] ?? '#828282', theme.colors.dark[1] ?? '#b8b8b8'], darkBodies, WHITE);
  dark['--mantine-color-anchor'] = dark[`--mantine-color-${theme.primaryColor}-text`] ?? primary[3] ?? WHITE;
  dark['--mantine-color-placeholder'] = readable([theme.colors.dark[2] ?? '#828282', theme.colors.dark[1] ?? '#b8b8b8'], darkBodies, WHITE);
  return { variables: {}, light, dark };
};
