import { describe, expect, it } from 'vitest';
import type { LiveBet } from '@shared/contract/live';
import { sharesSecond } from './same-second';

const bet = (seq: number, ts: number) => ({ seq, ts }) as LiveBet;

describe('milliseconds where two bets share a second', () => {
  it('asks for them only beside a bet decided in the same second', () => {
    const shown = [bet(667, 20_000_900), bet(666, 20_000_100), bet(665, 19_999_950), bet(664, 19_998_000)];
    expect(shown.map((_, i) => sharesSecond(shown, i))).toEqual([true, true, false, false]);
    expect(sharesSecond(shown, 9)).toBe(false);
  });
});
