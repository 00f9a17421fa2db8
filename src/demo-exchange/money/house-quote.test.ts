import { afterAll, describe, expect, it } from 'vitest';
import { saveBookmakerPrice } from '../areas/bookmaker/prices';
import { saveFancyPrice } from '../areas/fancy/prices';
import { saveDeskPrices } from '../areas/desks/house-prices';
import { seedHouseDesks } from '../areas/desks/seed';
import { saveSportsbookPrice } from '../areas/sportsbook/prices';
import { pointsToOdds } from './house-quote';
import { openMoneyFixture } from './money-fixture';
import { placeBet, type BetRequest } from './place-bet';

const fx = openMoneyFixture();
afterAll(() => fx.close());

/** A bet as a punter asks it, with no quote made for it by the fixture: the house's desk alone prices the market. */
const asked = (over: Partial<BetRequest> & Pick<BetRequest, 'marketId' | 'outcomeId'>) => placeBet(fx.db, fx.betRequest({ stake: 100_00, ...over }, { quote: false }));

describe('a bookmaker market takes bets at the house’s quote only', () => {
  const { marketId, outcomes } = fx.marketOf('bookmaker');
  const [chennai = '', mumbai = ''] = outcomes;

  it('refuses a bet on a runner the house has not quoted, saying so in words', () => {
    const refused = asked({ marketId, outcomeId: chennai, side: 'lay', odds: 2.37 });
    expect(refused).toMatchObject({ accepted: false, bet: { reason: 'selectionNotActive', message: 'The house has no rate on this runner yet: the bookmaker takes no bet on it.' } });
    expect(refused.exposure).toBe(0);
  });

  it('matches a bet at the quoted rate of its side, and refuses one at any other price (a feed price)', () => {
    saveBookmakerPrice(fx.db, marketId, [{ selectionId: mumbai, back: 110, lay: 112 }], 'trader');
    expect(pointsToOdds(110)).toBe(2.1);
    expect(asked({ marketId, outcomeId: mumbai, side: 'back', odds: 2.1 })).toMatchObject({ accepted: true, bet: { status: 'matched', odds: 2.1 } });
    expect(asked({ marketId, outcomeId: mumbai, side: 'lay', odds: 2.12 }).accepted).toBe(true);
    const atFeed = asked({ marketId, outcomeId: mumbai, side: 'back', odds: 1.33 });
    expect(atFeed).toMatchObject({ accepted: false, bet: { reason: 'priceChanged', message: 'The house’s back rate on this runner is 110 (odds 2.10), not the odds asked (1.33).' } });
    // Still none on the runner left unquoted beside it.
    expect(asked({ marketId, outcomeId: chennai, side: 'back', odds: 2.1 }).bet.reason).toBe('selectionNotActive');
  });

  it('refuses a bet at the quote while the market is suspended', () => {
    fx.db.prepare(`UPDATE markets SET status = 'suspended' WHERE _id = ?`).run(marketId);
    expect(asked({ marketId, outcomeId: mumbai, side: 'back', odds: 2.1 }).bet.reason).toBe('marketNotOpen');
    fx.db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
  });
});

describe('a fancy market takes bets at the house’s quote only', () => {
  const { marketId } = fx.marketOf('fancy');
  const line = (side: 'yes' | 'no', at: number, rate: number) => asked({ marketId, outcomeId: side, side, odds: null, line: at, rate });

  it('refuses a bet before the house quotes the market', () => {
    expect(line('yes', 50, 100)).toMatchObject({ accepted: false, bet: { reason: 'marketNotOpen', message: 'The house has no quote on this market yet: it takes no bet.' } });
  });

  it('matches YES at the YES line and rate and NO at the NO line and rate, and refuses any other line or rate', () => {
    saveFancyPrice(fx.db, marketId, { noLine: 48, noRate: 110, yesLine: 50, yesRate: 90 }, 'trader');
    expect(line('yes', 50, 90).accepted).toBe(true);
    expect(line('no', 48, 110).accepted).toBe(true);
    expect(line('yes', 50, 100)).toMatchObject({ accepted: false, bet: { reason: 'priceChanged', message: 'The house’s YES quote is 50 at 90, not 50 at 100.' } });
    expect(line('no', 47, 110).bet.reason).toBe('priceChanged');
  });
});

describe('binary, lottery and sportsbook markets take bets at the desk’s quote only', () => {
  // The demo's binary and lottery markets (on the IPL match), their seeded rates taken off: unquoted.
  seedHouseDesks(fx.db);
  fx.db.prepare('DELETE FROM desk_prices').run();

  it('refuses a binary selection the desk has not rated, then matches at its rate on either side and refuses any other price', () => {
    const { marketId, outcomes } = fx.marketOf('binary');
    const [yes = ''] = outcomes;
    expect(asked({ marketId, outcomeId: yes, side: 'back', odds: 1.9 })).toMatchObject({
      accepted: false,
      bet: { reason: 'selectionNotActive', message: 'The house has no rate on this selection yet: the binary desk takes no bet on it.' },
    });
    saveDeskPrices(fx.db, marketId, 'binary', (index) => (index === 0 ? 90 : 110), 'trader');
    expect(asked({ marketId, outcomeId: yes, side: 'back', odds: 1.9 }).accepted).toBe(true);
    expect(asked({ marketId, outcomeId: yes, side: 'lay', odds: 1.9 }).accepted).toBe(true);
    expect(asked({ marketId, outcomeId: yes, side: 'back', odds: 2.37 })).toMatchObject({
      accepted: false,
      bet: { reason: 'priceChanged', message: 'The house’s back rate on this selection is 90 (odds 1.90), not the odds asked (2.37).' },
    });
  });

  it('refuses a lottery digit before the desk rates it, and matches only at its rate once it does', () => {
    const { marketId, outcomes } = fx.marketOf('lottery');
    const [digit = ''] = outcomes;
    expect(asked({ marketId, outcomeId: digit, side: 'back', odds: 9, stake: 100_00 }).bet).toMatchObject({
      reason: 'selectionNotActive',
      message: 'The house has no rate on this selection yet: the lottery desk takes no bet on it.',
    });
    saveDeskPrices(fx.db, marketId, 'lottery', () => 800, 'trader');
    expect(asked({ marketId, outcomeId: digit, side: 'back', odds: 9, stake: 100_00 }).bet).toMatchObject({ status: 'matched' });
    expect(asked({ marketId, outcomeId: digit, side: 'back', odds: 9.5, stake: 100_00 }).bet.reason).toBe('priceChanged');
  });

  it('matches a sportsbook back bet at the selection’s odds only, and refuses a selection with no odds', () => {
    const { marketId, outcomes } = fx.marketOf('sportsbook');
    const [first = '', second = ''] = outcomes;
    saveSportsbookPrice(fx.db, marketId, [{ selectionId: first, odds: 3.5 }], 'trader');
    expect(asked({ marketId, outcomeId: first, side: 'back', odds: 3.5 }).accepted).toBe(true);
    expect(asked({ marketId, outcomeId: first, side: 'back', odds: 2.5 }).bet).toMatchObject({
      reason: 'priceChanged',
      message: 'The house’s odds on this selection are 3.50, not the odds asked (2.5).',
    });
    fx.db.prepare('DELETE FROM sportsbook_prices WHERE marketId = ? AND selectionId = ?').run(marketId, second);
    expect(asked({ marketId, outcomeId: second, side: 'back', odds: 2 }).bet).toMatchObject({
      reason: 'selectionNotActive',
      message: 'The house has no odds on this selection yet: the sportsbook takes no bet on it.',
    });
  });
});
