import { afterAll, describe, expect, it } from 'vitest';
import { ledgerSum, moneyOf } from '../money/ledger';
import { openMoneyFixture } from '../money/money-fixture';
import { BetDesk } from './bet-desk';
import { LiveMarkets } from './live-markets';
import { createRandom } from './random';

const fx = openMoneyFixture();
afterAll(() => fx.close());

/** A bet desk on 50 live markets chosen by the seeded random, after `count` simulated bets placed now. */
const deskAfter = (seed: number, count: number) => {
  const random = createRandom(seed);
  const markets = new LiveMarkets(fx.db, random);
  const now = Date.now();
  markets.choose(50, now);
  const desk = new BetDesk(fx.db, markets, random);
  for (let i = 0; i < count; i += 1) desk.place(now);
  return { desk, now };
};

describe('the simulated punters bet through the money model', () => {
  it('every bet reaches the ticker matched or refused with a reason, and the ledger and balances agree', () => {
    const { desk, now } = deskAfter(42, 300);
    const { bets } = desk.settleDue(now + 60_000, () => now + 60_000);
    expect(bets.length).toBeGreaterThan(50);
    const rows = new Map(fx.db.prepare('SELECT _id, status, reason FROM bets').all().map((r) => [String(r._id), r]));
    for (const bet of bets) {
      const row = rows.get(bet.betId);
      expect(row?.status).toBe(bet.status);
      expect(bet.reason === null).toBe(bet.status === 'matched');
      expect(row?.reason ?? null).toBe(bet.reason);
    }
    expect(bets.some((b) => b.status === 'matched')).toBe(true);
    for (const id of fx.punters) {
      const money = moneyOf(fx.db, id);
      expect(money?.balance).toBe(ledgerSum(fx.db, id));
      expect(money?.available).toBeGreaterThanOrEqual(0);
    }
  });

  it('bets only on the live markets named, when a test or a desk demo names some', () => {
    const random = createRandom(11);
    const markets = new LiveMarkets(fx.db, random);
    const now = Date.now();
    markets.choose(50, now);
    const target = markets.all().find((m) => m.status === 'open' && m.takesBets)?.marketId ?? '';
    const desk = new BetDesk(fx.db, markets, random);
    for (let i = 0; i < 40; i += 1) desk.place(now, [target]);
    const { bets } = desk.settleDue(now + 60_000, () => now + 60_000);
    expect(bets.length).toBeGreaterThan(20);
    expect(new Set(bets.map((b) => b.marketId))).toEqual(new Set([target]));
    // A market outside the live set takes no simulated bet at all.
    for (let i = 0; i < 40; i += 1) desk.place(now, ['not-a-live-market']);
    expect(desk.waiting).toBe(0);
  });

  it('refuses bets on a market suspended during the delay', () => {
    const { desk, now } = deskAfter(7, 100);
    fx.db.exec(`UPDATE markets SET status = 'suspended'`);
    const { bets } = desk.settleDue(now + 60_000, () => now + 60_000);
    expect(bets.length).toBeGreaterThan(0);
    for (const bet of bets) expect(bet).toMatchObject({ status: 'refused', reason: 'marketNotOpen' });
  });
});
