import { afterAll, describe, expect, it } from 'vitest';
import { chainOf } from './accounts';
import { ledgerSum, moneyOf } from './ledger';
import { openMoneyFixture } from './money-fixture';
import { DEMO_TREE } from './seed';

const fx = openMoneyFixture(DEMO_TREE);
afterAll(() => fx.close());

describe('the seeded account tree', () => {
  it('holds 5 super agents, 50 agents and 5,000 punters, each punter funded by a balanced deposit', () => {
    const levels = Object.fromEntries(fx.db.prepare('SELECT level, COUNT(*) AS n FROM accounts GROUP BY level').all().map((r) => [String(r.level), Number(r.n)]));
    expect(levels).toEqual({ admin: 1, superAgent: 5, agent: 50, punter: 5_000 });
    const total = Number(fx.db.prepare('SELECT SUM(balance) AS total FROM account_balances').get()?.total);
    expect(total).toBe(0);
    for (const id of fx.punters.slice(0, 50)) {
      expect(moneyOf(fx.db, id)?.balance).toBe(ledgerSum(fx.db, id));
      expect(moneyOf(fx.db, id)?.balance).toBeGreaterThanOrEqual(1_000_00);
    }
  });

  it('gives every punter a chain of agent, super agent and house whose shares add up to 100', () => {
    for (const id of fx.punters.filter((_, i) => i % 97 === 0)) {
      const chain = chainOf(fx.db, id);
      expect(chain.map((link) => link.level)).toEqual(['agent', 'superAgent', 'admin']);
      expect(chain.reduce((sum, link) => sum + link.share, 0)).toBe(100);
    }
  });
});
