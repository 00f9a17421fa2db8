import { describe, expect, it } from 'vitest';
import { REFUSAL_LABELS } from '@shared/money/refusals';
import { leastWidth, tracksOf } from '../frame/grid-template';
import { layOut } from '../frame/test-grid-layout';
import { BET_GRID } from './bet-grid';

/**
 * Width of a status badge (Mantine sm: 10 px bold capitals, 0.25 px letter spacing, 8 px padding each side):
 * DejaVu Sans Bold, the widest of the usual sans fonts, gives "REFUSED: PRICE CHANGED DURING THE BET DELAY"
 * 300 px of text, about 7 px a character; 7.5 keeps a margin.
 */
const badgeWidth = (text: string) => text.length * 7.5 + 18;

/**
 * The lines a refusal wraps to in the Status cell (bet-status.tsx: 10 px regular text), word by word: DejaVu
 * Sans, again the widest, sets "Refused: Price changed" in 118 px, about 5.4 px a character; 5.45 keeps it honest.
 */
const linesOf = (text: string, width: number) =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length) * 5.45 <= width) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);

describe('the bet ticker grid', () => {
  it('has a column per header', () => {
    expect(tracksOf(BET_GRID.columns)).toHaveLength(BET_GRID.headers.length);
  });

  it('gives Status room for the longest refusal at 1600 px (QA live4 #5)', () => {
    // A 1600 px window: less its padding (2 × 12), the grid's border (2), a row's padding (16) and a scrollbar (15).
    const widths = layOut(BET_GRID.columns, 1600 - 24 - 2 - 16 - 15);
    const status = widths[BET_GRID.headers.indexOf('Status')] ?? 0;
    const longest = Math.max(...Object.values(REFUSAL_LABELS).map((label) => badgeWidth(`Refused: ${label}`)));
    expect(longest).toBe(badgeWidth('Refused: Price changed during the bet delay'));
    expect(status).toBeGreaterThanOrEqual(longest);
    // Event / Market and Selection keep most of their room.
    expect(widths[BET_GRID.headers.indexOf('Event / Market')]).toBeGreaterThan(450);
    expect(widths[BET_GRID.headers.indexOf('Selection')]).toBeGreaterThan(200);
  });

  it('shows every refusal whole, in two lines at most, even at its least width (a narrow window)', () => {
    const status = layOut(BET_GRID.columns, leastWidth(BET_GRID.columns))[BET_GRID.headers.indexOf('Status')] ?? 0;
    expect(status).toBe(120);
    for (const label of Object.values(REFUSAL_LABELS)) expect(linesOf(`Refused: ${label}`, status).length, label).toBeLessThanOrEqual(2);
    expect(linesOf('Refused: Price changed during the bet delay', status)).toEqual(['Refused: Price changed', 'during the bet delay']);
  });

  it('still fits a narrow window without scrolling sideways', () => {
    expect(leastWidth(BET_GRID.columns)).toBeLessThanOrEqual(920);
  });
});
