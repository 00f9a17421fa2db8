import { afterAll, describe, expect, it } from 'vitest';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { alertState, MAX_BREACHES, saveThreshold } from './alerts';

const fx = openSettlementFixture();
afterAll(() => fx.close());
fx.db.prepare(`INSERT INTO users (_id, name, userName, passwordHash, role, createdAt, updatedAt) VALUES ('staff-rita', 'Rita', 'rita', '', 'RISK_USER', '', '')`).run();

/** Markets where a punter has reserved 1,001, 1,002, … paise: the last one the most. */
const reserved = (count: number): string[] => {
  const markets = fx.db.prepare('SELECT _id FROM markets ORDER BY _id LIMIT ?').all(count).map((row) => String(row._id));
  expect(markets).toHaveLength(count);
  const reserve = fx.db.prepare('INSERT INTO market_exposure (accountId, marketId, exposure) VALUES (?, ?, ?)');
  markets.forEach((marketId, i) => reserve.run(fx.punters[0] ?? '', marketId, 1_001 + i));
  return markets;
};

describe('the risk desk’s alert state', () => {
  it('answers at most MAX_BREACHES markets, the largest, and says when it left others out', () => {
    const markets = reserved(MAX_BREACHES + 1);
    const marketsAbove = (amount: number) => {
      saveThreshold(fx.db, 'staff-rita', { scope: 'market', target: '*', amount });
      const { breaches, breachesCut } = alertState(fx.db, 'staff-rita');
      return { targets: breaches.map((b) => b.target), breachesCut };
    };
    // 51 above: the 50 largest, cut.
    expect(marketsAbove(1_000)).toEqual({ targets: markets.slice(1).reverse(), breachesCut: true });
    // 50 above: all of them, whole.
    expect(marketsAbove(1_001)).toEqual({ targets: markets.slice(1).reverse(), breachesCut: false });
    expect(marketsAbove(1_000_000)).toEqual({ targets: [], breachesCut: false });
  });
});
