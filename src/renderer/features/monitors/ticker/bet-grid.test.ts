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

  it('still fits a narrow window without scrolling sideways', () => {
    expect(leastWidth(BET_GRID.columns)).toBeLessThanOrEqual(920);
  });
});
