import { describe, expect, it } from 'vitest';
import { BUILT_IN_LIMIT, limitValuesError, resolveBetDelay, resolveEffectiveLimit, type LimitLevel, type LimitRecord } from './limits';

const path = { sportId: 'cricket', competitionId: 'ipl', eventId: 'csk-v-mi', marketId: 'match-odds' };

const limit = (level: LimitLevel, targetId: string | null, maxStake: number): LimitRecord => ({
  betlimitId: `${level}-${targetId ?? 'all'}`,
  level,
  targetId,
  minStake: 10,
  maxStake,
  maxProfit: maxStake * 10,
  maxLiability: maxStake * 5,
});

const everyLevel = [
  limit('default', null, 1000),
  limit('sport', 'cricket', 2000),
  limit('competition', 'ipl', 3000),
  limit('event', 'csk-v-mi', 4000),
  limit('market', 'match-odds', 5000),
];

describe('effective bet limit of a market', () => {
  it('takes the market’s own limit when one is set, over every broader level', () => {
    expect(resolveEffectiveLimit(path, everyLevel)).toMatchObject({ source: 'market', maxStake: 5000, betlimitId: 'market-match-odds' });
  });

  it.each([
    ['event', 4000],
    ['competition', 3000],
    ['sport', 2000],
    ['default', 1000],
  ] as const)('falls back to the %s level when nothing more specific is set', (level, maxStake) => {
    const levels = ['market', 'event', 'competition', 'sport', 'default'];
    const broader = everyLevel.filter((l) => levels.indexOf(l.level) >= levels.indexOf(level));
    expect(resolveEffectiveLimit(path, broader)).toMatchObject({ source: level, maxStake });
  });

  it('ignores limits set on other sports, competitions, events and markets', () => {
    const others = [limit('sport', 'football', 9), limit('competition', 'epl', 9), limit('event', 'other', 9), limit('market', 'other', 9)];
    expect(resolveEffectiveLimit(path, [...others, limit('default', null, 1000)])).toMatchObject({ source: 'default', maxStake: 1000 });
  });

  it('uses the winning record as a whole, never mixing fields of two levels', () => {
    const competition = { ...limit('competition', 'ipl', 3000), minStake: 50, maxProfit: 7, maxLiability: 8 };
    const result = resolveEffectiveLimit(path, [limit('default', null, 1000), competition]);
    expect(result).toEqual({ minStake: 50, maxStake: 3000, maxProfit: 7, maxLiability: 8, source: 'competition', betlimitId: competition.betlimitId, targetId: 'ipl' });
  });

  it('falls back to the built-in limit when not even a default is stored, and says so', () => {
    expect(resolveEffectiveLimit(path, [])).toEqual({ ...BUILT_IN_LIMIT, source: 'builtIn', betlimitId: null, targetId: null });
  });
});

describe('limit values', () => {
  it('accepts a coherent limit', () => {
    expect(limitValuesError({ minStake: 1, maxStake: 1, maxProfit: 1, maxLiability: 1 })).toBeNull();
  });

  it.each([
    [{ minStake: 0, maxStake: 10, maxProfit: 1, maxLiability: 1 }, 'Minimum stake must be greater than 0.'],
    [{ minStake: 20, maxStake: 10, maxProfit: 1, maxLiability: 1 }, 'Maximum stake must not be less than the minimum stake.'],
    [{ minStake: 1, maxStake: 10, maxProfit: 0, maxLiability: 1 }, 'Maximum profit must be greater than 0.'],
    [{ minStake: 1, maxStake: 10, maxProfit: 1, maxLiability: -1 }, 'Maximum liability must be greater than 0.'],
  ])('refuses %j with a reason', (values, reason) => {
    expect(limitValuesError(values)).toBe(reason);
  });
});

describe('effective bet delay of a market', () => {
  it('uses the market’s custom delay, even 0, over its family’s default', () => {
    expect(resolveBetDelay(0, 'matchOdds', { matchOdds: 5 })).toEqual({ seconds: 0, source: 'market' });
    expect(resolveBetDelay(8, 'matchOdds', { matchOdds: 5 })).toEqual({ seconds: 8, source: 'market' });
  });

  it('falls back to the family default, then to no delay', () => {
    expect(resolveBetDelay(null, 'fancy', { fancy: 3 })).toEqual({ seconds: 3, source: 'family' });
    expect(resolveBetDelay(null, 'fancy', {})).toEqual({ seconds: 0, source: 'none' });
  });
});
