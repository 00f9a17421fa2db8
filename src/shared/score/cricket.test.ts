import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDelivery, EMPTY_INNINGS, EXTRAS, oversText, type Delivery } from './cricket';
import { applyIncident, EMPTY_FOOTBALL } from './football';

const ball = (runs: number, extra: Delivery['extra'] = 'none', wicket = false): Delivery => ({ runs, extra, wicket });
const play = (deliveries: Delivery[]) => deliveries.reduce(applyDelivery, EMPTY_INNINGS);

describe('cricket scoring', () => {
  it('counts six legal deliveries to an over; wides and no-balls are bowled again and give a run', () => {
    const innings = play([ball(1), ball(0, 'wide'), ball(4), ball(2, 'noBall'), ball(0), ball(6), ball(1, 'bye'), ball(0)]);
    expect(oversText(innings.balls)).toBe('1.0');
    expect(innings.runs).toBe(1 + 1 + 4 + 3 + 0 + 6 + 1 + 0);
    expect(innings.extras).toBe(1 + 1 + 1);
    expect(innings.thisOver).toEqual(['1', '0wd', '4', '2nb', '0', '6', '1b', '0']);
    expect(applyDelivery(innings, ball(2)).thisOver).toEqual(['2']);
  });

  it('takes wickets on legal balls only, and ends the innings at ten', () => {
    expect(() => applyDelivery(EMPTY_INNINGS, ball(0, 'wide', true))).toThrow(/wide or a no-ball/);
    const allOut = play(Array.from({ length: 10 }, () => ball(0, 'none', true)));
    expect(allOut.wickets).toBe(10);
    expect(() => applyDelivery(allOut, ball(1))).toThrow(/ten wickets/);
    expect(() => applyDelivery(EMPTY_INNINGS, ball(7))).toThrow(/0 to 6/);
  });

  it('keeps its books straight for any sequence: overs only from legal balls, runs from runs and penalties', () => {
    const delivery = fc.record({ runs: fc.integer({ min: 0, max: 6 }), extra: fc.constantFrom(...EXTRAS), wicket: fc.constant(false) });
    fc.assert(
      fc.property(fc.array(delivery, { maxLength: 80 }), (deliveries) => {
        const innings = play(deliveries);
        const legal = deliveries.filter((d) => d.extra !== 'wide' && d.extra !== 'noBall');
        expect(innings.balls).toBe(legal.length);
        expect(innings.runs).toBe(deliveries.reduce((sum, d) => sum + d.runs + (d.extra === 'wide' || d.extra === 'noBall' ? 1 : 0), 0));
        expect(innings.thisOver.filter((b) => !/wd|nb/.test(b)).length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('football scoring', () => {
  it('counts goals and cards per side and refuses a fifth red card', () => {
    let score = applyIncident(EMPTY_FOOTBALL, 'home', 'goal');
    score = applyIncident(score, 'away', 'yellowCard');
    expect(score).toEqual({ home: { goals: 1, yellowCards: 0, redCards: 0 }, away: { goals: 0, yellowCards: 1, redCards: 0 } });
    for (let i = 0; i < 4; i += 1) score = applyIncident(score, 'away', 'redCard');
    expect(() => applyIncident(score, 'away', 'redCard')).toThrow(/four players/);
  });
});
