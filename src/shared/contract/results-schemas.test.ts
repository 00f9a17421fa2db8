import { describe, expect, it } from 'vitest';
import { VOID_FACTOR_DECIMALS, winnersResultSchema } from './results-schemas';

const entry = (voidFactor: number) => winnersResultSchema.safeParse({ marketId: '65a1b2c3d4e5f60718293a4b', winnerIds: ['65a1b2c3d4e5f60718293a4c'], voidFactor });

describe('a result’s void factor', () => {
  it('takes every whole hundredth from 0 to 0.99, however the number was computed', () => {
    const refused = Array.from({ length: 100 }, (_, i) => [i / 100, i * 0.01]).flat().filter((voidFactor) => !entry(voidFactor).success);
    expect(refused).toEqual([]);
  });

  it('refuses more than two decimals in words, rather than settling on a factor nobody typed', () => {
    for (const voidFactor of [0.125, 0.001, 0.999 - 0.9]) expect(entry(voidFactor).error?.issues.map((issue) => issue.message)).toEqual([VOID_FACTOR_DECIMALS]);
  });
});
