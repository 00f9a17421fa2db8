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
  it('answers at most MAX_BREACHES markets, the largest, and says which scope’s list it left others out of', () => {
    const markets = reserved(MAX_BREACHES + 1);
    // One punter above their own threshold: the punters' list is whole whatever the markets' is.
    const punterName = String(fx.db.prepare('SELECT userName FROM accounts WHERE _id = ?').get(fx.punters[0] ?? '')?.userName);
    saveThreshold(fx.db, 'staff-rita', { scope: 'user', target: punterName, amount: 0 });
    const marketsAbove = (amount: number) => {
      saveThreshold(fx.db, 'staff-rita', { scope: 'market', target: '*', amount });
      const { breaches, breachesCut } = alertState(fx.db, 'staff-rita');
      return { targets: breaches.filter((b) => b.scope === 'market').map((b) => b.target), breachesCut, punters: breaches.filter((b) => b.scope === 'user').map((b) => b.target) };
    };
    // 51 above: the 50 largest, the markets' list cut, the punters' whole.
    expect(marketsAbove(1_000)).toEqual({ targets: markets.slice(1).reverse(), breachesCut: ['market'], punters: [punterName] });
    // 50 above: all of them, whole.
    expect(marketsAbove(1_001)).toEqual({ targets: markets.slice(1).reverse(), breachesCut: [], punters: [punterName] });
    expect(marketsAbove(1_000_000)).toEqual({ targets: [], breachesCut: [], punters: [punterName] });
  });

  it('says the punters’ list is cut when more than MAX_BREACHES punters are above, and not the markets’', () => {
    saveThreshold(fx.db, 'staff-rita', { scope: 'market', target: '*', amount: 1_000_000 });
    saveThreshold(fx.db, 'staff-rita', { scope: 'user', target: '*', amount: 0 });
    const newPunter = fx.db.prepare("INSERT INTO accounts (_id, userName, name, level, createdAt, updatedAt) VALUES (?, ?, 'Punter', 'punter', '', '')");
    for (let i = 0; i <= MAX_BREACHES; i += 1) newPunter.run(`alerts-punter-${i}`, `alertspunter${i}`);
    // Every punter (the fixture's and these) owes something: more than MAX_BREACHES above the default of 0.
    fx.db.exec("UPDATE account_balances SET exposure = 1 WHERE accountId IN (SELECT _id FROM accounts WHERE level = 'punter')");
    const { breaches, breachesCut } = alertState(fx.db, 'staff-rita');
    expect({ punters: breaches.filter((b) => b.scope === 'user').length, markets: breaches.filter((b) => b.scope === 'market').length, breachesCut }).toEqual({ punters: MAX_BREACHES, markets: 0, breachesCut: ['user'] });
  });
});
