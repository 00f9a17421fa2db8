import { afterAll, describe, expect, it } from 'vitest';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { riskMarkets } from './markets';

const fx = openSettlementFixture();
afterAll(() => fx.close());

/** A seeded market, found by its event's name and its own, with a bet on it so the risk desk lists it. */
const withBet = (eventName: string, marketName: string): string => {
  const market = fx.db.prepare('SELECT m._id FROM markets m JOIN events e ON e._id = m.eventId WHERE e.name = ? AND m.name = ?').get(eventName, marketName);
  const marketId = String(market?._id);
  const outcomeId = String(fx.db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence').get(marketId)?._id);
  expect(fx.bet({ marketId, outcomeId }).bet).toMatchObject({ status: 'matched' });
  return marketId;
};

describe('the risk desk’s markets by exposure', () => {
  it('finds a market by words of its name and its event’s name together, in any order and case', () => {
    const tottenham = withBet('Tottenham v Newcastle', 'Over/Under 2.5 Goals');
    const arsenal = withBet('Arsenal v Chelsea', 'Over/Under 2.5 Goals');
    withBet('Tottenham v Newcastle', 'Match Odds');
    const search = (value: string) => riskMarkets(fx.db, { start: 0, length: 10, search: { value } });
    const found = (value: string) => search(value).data.map((m) => m.marketId);
    expect(found('Over/Under 2.5 Goals Tottenham')).toEqual([tottenham]);
    expect(found('newcastle  GOALS')).toEqual([tottenham]);
    expect(found('2.5 Goals').sort()).toEqual([tottenham, arsenal].sort());
    expect(found('Goals Tottenham Chelsea')).toEqual([]);
    expect(search('Tottenham')).toMatchObject({ recordsTotal: 3, recordsFiltered: 2 });
  });
});
