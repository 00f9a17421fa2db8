import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { openMoneyFixture, type MoneyFixture } from '../../money/money-fixture';
import { postBatch } from '../../money/ledger';
import { accountStatement } from './statement';

let fx: MoneyFixture | undefined;
afterEach(() => fx?.close());

const userNameOf = (f: MoneyFixture, accountId: string) => String(f.db.prepare('SELECT userName FROM accounts WHERE _id = ?').get(accountId)?.userName);
let batches = 0;
/** Moves `amount` from the house to the punter (negative: back), interleaved with another punter's postings. */
const post = (f: MoneyFixture, punter: string, other: string, amount: number) => {
  batches += 1;
  postBatch(f.db, { idempotencyKey: `statement-test:${batches}`, kind: 'adjustment', by: 'test', postings: [{ accountId: punter, amount, kind: 'adjustment' }, { accountId: other, amount: 7, kind: 'adjustment' }, { accountId: f.houseId, amount: -amount - 7, kind: 'adjustment' }] });
};

describe('accountStatement', () => {
  it('gives every line of every page the balance after it: the sum of the account’s postings up to it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 9 }), (amounts, length) => {
        fx?.close();
        const f = (fx = openMoneyFixture());
        const [punter = '', other = ''] = f.punters;
        for (const amount of amounts) post(f, punter, other, amount);
        const userName = userNameOf(f, punter);
        const postings = f.db.prepare('SELECT seq, amount FROM ledger_postings WHERE accountId = ? ORDER BY seq').all(punter);
        let running = 0;
        const expected = postings.map((p) => ({ seq: Number(p.seq), balance: (running += Number(p.amount)) })).reverse();
        const lines = [];
        for (let start = 0; start < expected.length; start += length) {
          const page = accountStatement(f.db, userName, { start, length });
          expect(page.recordsTotal).toBe(expected.length);
          lines.push(...page.data.map((line) => ({ seq: line.seq, balance: line.balance })));
        }
        expect(lines).toEqual(expected);
        const atLine = expected[Math.floor(expected.length / 2)];
        if (atLine) expect(accountStatement(f.db, userName, { start: 0, length, atSeq: atLine.seq }).data.map((line) => line.seq)).toContain(atLine.seq);
      }),
      { numRuns: 25 },
    );
  });

  it('pages a 10,000-posting account with the ledger’s balance on its newest line', () => {
    const f = (fx = openMoneyFixture());
    const [punter = '', other = ''] = f.punters;
    f.db.exec('BEGIN');
    for (let i = 0; i < 10_000; i++) post(f, punter, other, i % 2 === 0 ? 1_00 : -50);
    f.db.exec('COMMIT');
    const userName = userNameOf(f, punter);
    const first = accountStatement(f.db, userName, { start: 0, length: 50 });
    const middle = accountStatement(f.db, userName, { start: 5_000, length: 50 });
    expect(first.data[0]?.balance).toBe(Number(f.db.prepare('SELECT SUM(amount) AS s FROM ledger_postings WHERE accountId = ?').get(punter)?.s));
    expect(middle.data).toHaveLength(50);
    expect((middle.data[0]?.balance ?? 0) - (middle.data[1]?.balance ?? 0)).toBe(middle.data[0]?.amount);
  });
});
