import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openMoneyFixture } from '../../money/money-fixture';
import { ledgerSum, moneyOf, postBatch } from '../../money/ledger';
import { childAccounts, transferBalances } from './child-money';
import { assignSubtree, lockChildren } from './site-users';
import { saveWhiteLabel } from './white-labels';

const site = { name: 'Property Site', adminUrl: 'https://admin.p.example', clientUrl: 'https://p.example', currency: 'INR' as const, commission: 0, menus: ['sports' as const] };

describe('moving a closing site\u2019s balances up (property)', () => {
  it('zeroes every user of the site, moves exactly their sum to the accounts above it, and makes or loses nothing', () => {
    fc.assert(
      fc.property(
        // Any mix of credits and debits between random accounts, and any agent or super agent as the site.
        fc.array(fc.record({ from: fc.nat(20), to: fc.nat(20), amount: fc.integer({ min: 1, max: 5_000_000 }) }), { maxLength: 25 }),
        fc.constantFrom('sa01', 'sa02', 'ag001', 'ag002', 'ag003', 'ag004'),
        (moves, root) => {
          const f = openMoneyFixture();
          try {
            const all = f.db.prepare('SELECT _id FROM accounts ORDER BY userName').all().map((row) => String(row._id));
            moves.forEach(({ from, to, amount }, i) => {
              const [a, b] = [all[from % all.length] as string, all[to % all.length] as string];
              if (a !== b) postBatch(f.db, { idempotencyKey: `move-${i}`, kind: 'adjustment', by: 'test', postings: [{ accountId: a, amount: -amount, kind: 'adjustment' }, { accountId: b, amount, kind: 'adjustment' }] });
            });
            const total = () => all.reduce((sum, id) => sum + (moneyOf(f.db, id)?.balance ?? 0), 0);
            const before = total();
            const { id } = saveWhiteLabel(f.db, site);
            assignSubtree(f.db, id, root);
            const accounts = childAccounts(f.db, id);
            const expected = new Map<string, number>();
            for (const a of accounts) expected.set(a.targetId, (expected.get(a.targetId) ?? 0) + a.balance);
            const targetsBefore = new Map([...expected.keys()].map((t) => [t, moneyOf(f.db, t)?.balance ?? 0]));
            lockChildren(f.db, id, 'closing');
            const done = transferBalances(f.db, id, 'test');

            for (const a of accounts) expect(moneyOf(f.db, a._id)?.balance).toBe(0);
            for (const [target, gain] of expected) expect((moneyOf(f.db, target)?.balance ?? 0) - (targetsBefore.get(target) ?? 0)).toBe(gain);
            expect(total()).toBe(before);
            for (const accountId of all) expect(ledgerSum(f.db, accountId)).toBe(moneyOf(f.db, accountId)?.balance);
            expect(done.backup.rows).toBe(accounts.length);
            expect(() => transferBalances(f.db, id, 'test')).toThrow(/closed/);
          } finally {
            f.close();
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
