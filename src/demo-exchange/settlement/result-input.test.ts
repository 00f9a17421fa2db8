import { describe, expect, it } from 'vitest';
import { DEAD_HEAT_WORDS } from '@shared/results';
import { checkResult, type ResultMarket } from './result-input';

/** A race market of four runners on its card in this order, paying `places` places (1: a Win market). */
const race = (places: number): ResultMarket => ({
  marketId: `race-${places}`,
  name: places > 1 ? 'Place' : 'Win',
  eventName: '14:30 Cheltenham',
  family: 'racing',
  status: 'suspended',
  selections: ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior', 'Inothewayurthinkin'].map((name, i) => ({ id: `r${i}`, name, status: 'active' })),
  winners: places,
});

const labelOf = (market: ResultMarket, winnerIds: string[], deadHeatIds?: string[]) => checkResult(market, { winnerIds, deadHeatIds }).label;

describe('how an entered race result reads', () => {
  it('lists the runners in card order, whatever order they were ticked in, so two entries of the same result read the same', () => {
    const place = race(2);
    expect(labelOf(place, ['r0', 'r2', 'r1'], ['r2', 'r1'])).toBe('Placed: Galopin Des Champs; dead heat for 2nd: Fact To File, Gaelic Warrior');
    expect(labelOf(place, ['r1', 'r0', 'r2'], ['r1', 'r2'])).toBe('Placed: Galopin Des Champs; dead heat for 2nd: Fact To File, Gaelic Warrior');
    expect(labelOf(place, ['r2', 'r0', 'r1'], ['r2', 'r0', 'r1'])).toBe('Dead heat for 1st, sharing 2 places: Galopin Des Champs, Fact To File, Gaelic Warrior');
    expect(labelOf(place, ['r3', 'r1'])).toBe('Placed: Fact To File, Inothewayurthinkin');
    expect(labelOf(race(1), ['r2', 'r0'])).toBe('Dead heat: Galopin Des Champs, Gaelic Warrior');
  });

  it('refuses more placed runners than places, with no tie marked, in the words the dialog uses', () => {
    expect(() => checkResult(race(2), { winnerIds: ['r0', 'r1', 'r2'] })).toThrow(expect.objectContaining({ name: 'ApiError', status: 422, message: DEAD_HEAT_WORDS.tooManyPlaced(2) }));
  });
});
