import { describe, expect, it } from 'vitest';
import { MONITORS } from '../registry';
import { leastWidth, tracksOf } from './grid-template';
import { layOut } from './test-grid-layout';

describe("a monitor grid's column template", () => {
  it('reads fixed, bounded, flexible and repeated columns', () => {
    expect(tracksOf('36px minmax(60px, 84px)  minmax(116px, 1fr) 2fr repeat(2, minmax(10px, 1.5fr))')).toEqual([
      { min: 36, max: 36, fr: 0 },
      { min: 60, max: 84, fr: 0 },
      { min: 116, max: Infinity, fr: 1 },
      { min: 0, max: Infinity, fr: 2 },
      { min: 10, max: Infinity, fr: 1.5 },
      { min: 10, max: Infinity, fr: 1.5 },
    ]);
  });

  it('refuses a column it cannot size (auto, percentages), rather than guess its least width', () => {
    expect(() => tracksOf('auto 1fr')).toThrow(/"auto"/);
    expect(() => tracksOf('minmax(20%, 1fr)')).toThrow(/not one of the forms/);
  });

  it("sums its columns' minimums as the least width", () => {
    expect(leastWidth('minmax(44px, 2fr) 96px repeat(3, minmax(116px, 1fr)) minmax(60px, 84px)')).toBe(44 + 96 + 3 * 116 + 60);
  });

  it('is readable for every registered grid with headers, a column per header', () => {
    for (const { grid } of MONITORS.kinds.filter((kind) => kind.grid.headers.length > 0)) {
      expect(tracksOf(grid.columns)).toHaveLength(grid.headers.length);
    }
  });
});

describe('the layout model the grid tests use', () => {
  it('grows bounded columns to their maximum first, then shares the rest by factor, none below its minimum', () => {
    const template = 'minmax(40px, 2fr) minmax(100px, 1fr) minmax(50px, 70px)';
    // Tight: everything at its minimum.
    expect(layOut(template, 190)).toEqual([40, 100, 50]);
    // 20 spare: the bounded column takes it before the flexible ones get any.
    expect(layOut(template, 210)).toEqual([40, 100, 70]);
    // More: the flexible ones share it by factor once the 1fr column is above its minimum.
    expect(layOut(template, 370)).toEqual([200, 100, 70]);
    expect(layOut(template, 220)).toEqual([50, 100, 70]);
  });
});
