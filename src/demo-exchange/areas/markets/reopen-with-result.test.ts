import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { enterResult } from '../../settlement/maker-checker';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { setMarketStatus } from './markets';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db, alice } = fx;
const statusOf = (marketId: string) => db.prepare('SELECT status FROM markets WHERE _id = ?').get(marketId)?.status;

describe('reopening a market by hand (a desk, Exchange Management)', () => {
  it('is refused once a result is entered, so no bet is taken on a known result; a voided result lets it reopen', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const [home = ''] = outcomes;
    setMarketStatus(db, marketId, 'suspended');
    enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, alice, 'enter');

    expect(() => setMarketStatus(db, marketId, 'open')).toThrow(new ApiError(409, M.marketHasResult));
    expect(statusOf(marketId)).toBe('suspended');
    expect(fx.bet({ marketId, outcomeId: home }).accepted).toBe(false);

    db.prepare("UPDATE market_results SET status = 'voided' WHERE marketId = ?").run(marketId);
    setMarketStatus(db, marketId, 'open');
    expect(statusOf(marketId)).toBe('open');
  });

  it('reopens a suspended market that has no result', () => {
    const { marketId } = fx.openMarket('matchOdds');
    setMarketStatus(db, marketId, 'suspended');
    setMarketStatus(db, marketId, 'open');
    expect(statusOf(marketId)).toBe('open');
  });
});
