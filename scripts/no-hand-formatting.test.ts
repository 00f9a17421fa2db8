import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(import.meta.dirname, '..', 'src', 'renderer');
const MODULE = join('lib', 'format');

/** What formats a number or a date by hand: each has its function in the formatting module. */
const HAND_FORMATTING: readonly [RegExp, string][] = [
  [/\.toLocale(?:Date|Time)?String\(/, 'toLocaleString / toLocaleDateString / toLocaleTimeString'],
  [/\bIntl\s*\.\s*(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules)\b/, 'Intl.NumberFormat / DateTimeFormat / RelativeTimeFormat'],
  [/\.toFixed\(/, 'toFixed'],
  [/\.toPrecision\(/, 'toPrecision'],
  [/from ['"]dayjs['"]/, 'dayjs'],
];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('every screen formats through lib/format', () => {
  it('finds no number or date formatted by hand under src/renderer', () => {
    const found: string[] = [];
    for (const file of sources(RENDERER)) {
      const path = relative(RENDERER, file);
      if (path.startsWith(MODULE)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, what] of HAND_FORMATTING) if (pattern.test(line)) found.push(`src/renderer/${path}:${index + 1} uses ${what}: use '@renderer/lib/format'`);
        });
    }
    expect(found).toEqual([]);
  });

  it('would catch a screen that does', () => {
    const line = 'const text = amount.toLocaleString("en-IN");';
    expect(HAND_FORMATTING.some(([pattern]) => pattern.test(line))).toBe(true);
    expect(HAND_FORMATTING.some(([pattern]) => pattern.test('new Intl.DateTimeFormat("en-GB")'))).toBe(true);
  });
});
