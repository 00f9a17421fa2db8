import { afterAll, describe, expect, it } from 'vitest';
import { saveBookmakerPrice } from '../areas/bookmaker/prices';
import { saveFancyPrice } from '../areas/fancy/prices';
import { openMoneyFixture } from '../money/money-fixture';
import { BetDesk } from './bet-desk';
import { LiveMarkets } from './live-markets';
import { createRandom } from './random';

const fx = openMoneyFixture();
afterAll(() => fx.close());
const { db } = fx;

const DELAY_SECONDS = 5;

/** What a refusal must leave as it was: every ledger posting and every reservation. */
const moneyNow = () => ({
  postings: db.prepare('SELECT * FROM ledger_postings ORDER BY rowid').all(),
  exposure: db.prepare('SELECT * FROM market_exposure ORDER BY accountId, marketId').all(),
});

/** Simulated punters' bets on one quoted market with a bet delay, waiting it out (none decided yet). */
const betsWaitingOn = (marketId: string) => {
  db.prepare('UPDATE markets SET betDelaySeconds = ? WHERE _id = ?').run(DELAY_SECONDS, marketId);
  const random = createRandom(23);
  const markets = new LiveMarkets(db, random);
  const now = Date.now();
  markets.choose(1000, now);
  const desk = new BetDesk(db, markets, random);
  for (let i = 0; i < 40; i += 1) desk.place(now, [marketId]);
  const waiting = desk.waiting;
  expect(waiting).toBeGreaterThan(5);
  const due = now + DELAY_SECONDS * 1000;
  return { markets, now, waiting, settle: () => desk.settleDue(due, () => due), left: () => desk.waiting };
};

/** Every bet that waited was decided at the end of its delay: refused, with `reason`, recorded so, and no money moved. */
const expectAllRefused = (run: ReturnType<typeof betsWaitingOn>, reason: string) => {
  const before = moneyNow();
  const { bets } = run.settle();
  expect(run.left()).toBe(0);
  expect(bets).toHaveLength(run.waiting);
  const rows = new Map(db.prepare('SELECT _id, status, reason, message FROM bets').all().map((row) => [String(row._id), row]));
  for (const bet of bets) {
    expect(bet).toMatchObject({ status: 'refused', reason });
    expect(rows.get(bet.betId)).toMatchObject({ status: 'refused', reason, message: expect.any(String) });
  }
  expect(moneyNow()).toEqual(before);
  return bets;
};

describe('a simulated bet whose quote goes during its delay', () => {
  it('is refused at the end of its delay when the house’s quote was withdrawn, never left pending', () => {
    const { marketId } = fx.marketOf('fancy');
    saveFancyPrice(db, marketId, { noLine: 48, noRate: 110, yesLine: 50, yesRate: 90 }, 'trader');
    const run = betsWaitingOn(marketId);
    db.prepare('DELETE FROM fancy_prices WHERE marketId = ?').run(marketId);
    // The feed reads the desks' quotes every tick: the market's live book goes with its quote.
    run.markets.applyHouseQuotes(run.now);
    expect(run.markets.quotedByHouse(marketId)).toBe(false);

    const bets = expectAllRefused(run, 'marketNotOpen');
    const messages = db.prepare(`SELECT DISTINCT message FROM bets WHERE _id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(bets.map((b) => b.betId)));
    expect(messages.map((row) => row.message)).toEqual(['The house has no quote on this market yet: it takes no bet.']);
  });

  it('is refused as a changed price when the house replaced its quote meanwhile', () => {
    const { marketId, outcomes } = fx.marketOf('bookmaker');
    const runner = outcomes[0] ?? '';
    saveBookmakerPrice(db, marketId, [{ selectionId: runner, back: 110, lay: 112 }], 'trader');
    const run = betsWaitingOn(marketId);
    db.prepare('DELETE FROM bookmaker_prices WHERE marketId = ?').run(marketId);
    saveBookmakerPrice(db, marketId, [{ selectionId: runner, back: 95, lay: 97 }], 'trader');
    run.markets.applyHouseQuotes(run.now);

    expectAllRefused(run, 'priceChanged');
  });

  it('is decided all the same when its market left the live set meanwhile, named on the ticker as it was', () => {
    const { marketId } = fx.marketOf('fancy');
    saveFancyPrice(db, marketId, { noLine: 60, noRate: 110, yesLine: 62, yesRate: 90 }, 'trader');
    const run = betsWaitingOn(marketId);
    const name = run.markets.byId.get(marketId)?.name;
    db.prepare('DELETE FROM fancy_prices WHERE marketId = ?').run(marketId);
    run.markets.choose(0, run.now);

    for (const bet of expectAllRefused(run, 'marketNotOpen')) expect(bet).toMatchObject({ marketId, marketName: name });
  });
});
