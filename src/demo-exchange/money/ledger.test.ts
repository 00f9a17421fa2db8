import { afterAll, describe, expect, it } from 'vitest';
import { openMoneyFixture } from './money-fixture';
import { ledgerSum, moneyOf, postBatch } from './ledger';

const fx = openMoneyFixture();
afterAll(() => fx.close());
const [alice, bob] = fx.punters as [string, string];

describe('the ledger', () => {
  it('seeds balances from opening deposits, each balance the sum of its postings', () => {
    for (const id of [...fx.punters, fx.houseId]) expect(moneyOf(fx.db, id)?.balance).toBe(ledgerSum(fx.db, id));
    expect(moneyOf(fx.db, alice)?.balance).toBeGreaterThan(0);
  });

  it('posts a batch once per idempotency key', () => {
    const before = moneyOf(fx.db, alice)?.balance ?? 0;
    const batch = { idempotencyKey: 'test:transfer-1', kind: 'transfer', by: 'test', postings: [
      { accountId: alice, amount: 500, kind: 'transfer' as const },
      { accountId: bob, amount: -500, kind: 'transfer' as const },
    ] };
    const first = postBatch(fx.db, batch);
    const again = postBatch(fx.db, batch);
    expect(again).toEqual({ batchId: first.batchId, replayed: true });
    expect(moneyOf(fx.db, alice)?.balance).toBe(before + 500);
  });

  it('refuses a batch that does not balance, or a fraction of a paisa, and writes nothing', () => {
    const count = () => Number(fx.db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n);
    const before = count();
    expect(() => postBatch(fx.db, { idempotencyKey: 'test:bad-1', kind: 'x', by: null, postings: [{ accountId: alice, amount: 100, kind: 'adjustment' }] })).toThrow(/must balance/);
    expect(() => postBatch(fx.db, { idempotencyKey: 'test:bad-2', kind: 'x', by: null, postings: [{ accountId: alice, amount: 0.5, kind: 'adjustment' }, { accountId: bob, amount: -0.5, kind: 'adjustment' }] })).toThrow(/whole minor units/);
    expect(count()).toBe(before);
  });

  it('is append-only: the database itself refuses to change or delete a posting', () => {
    expect(() => fx.db.exec('UPDATE ledger_postings SET amount = 0')).toThrow(/append-only/);
    expect(() => fx.db.exec('DELETE FROM ledger_postings')).toThrow(/append-only/);
  });
});
