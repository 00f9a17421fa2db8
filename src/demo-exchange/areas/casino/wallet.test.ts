import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerSum, moneyOf } from '../../money/ledger';
import { openCasinoFixture } from './casino-fixture';
import { applyWalletCall, roundBets, type WalletCall } from './wallet';

const fixture = openCasinoFixture();
afterAll(() => fixture.close());
const { db } = fixture;
const punter = fixture.punters[0] ?? '';
const balance = () => moneyOf(db, punter)?.balance ?? 0;
const postings = () => Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n);
let run = 0;

/** A provider's calls for one round: debits (some rolled back), credits; each call sent 1–3 times, in any order. */
const roundCalls = fc.record({
  debits: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 1_000 }), rolledBack: fc.boolean() }), { maxLength: 8 }),
  credits: fc.array(fc.integer({ min: 1, max: 2_000 }), { maxLength: 4 }),
  repeats: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 20, maxLength: 20 }),
  order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 }),
});

const callsOf = (spec: { debits: Array<{ amount: number; rolledBack: boolean }>; credits: number[]; repeats: number[]; order: number[] }, roundId: string) => {
  const tag = `r${(run += 1)}`;
  const distinct: WalletCall[] = [
    ...spec.debits.flatMap((d, i): WalletCall[] => [
      { kind: 'debit', txId: `${tag}-d${i}`, accountId: punter, roundId, amount: d.amount, outcome: 'dragon', odds: 1.98 },
      ...(d.rolledBack ? [{ kind: 'rollback', txId: `${tag}-r${i}`, refTxId: `${tag}-d${i}` } as const] : []),
    ]),
    ...spec.credits.map((amount, i): WalletCall => ({ kind: 'credit', txId: `${tag}-c${i}`, accountId: punter, roundId, amount })),
  ];
  const sent = distinct.flatMap((call, i) => Array.from({ length: spec.repeats[i] ?? 1 }, () => call));
  const shuffled = sent.map((call, i) => ({ call, key: spec.order[i] ?? 0 })).sort((a, b) => a.key - b.key).map(({ call }) => call);
  const expected = spec.credits.reduce((s, a) => s + a, 0) - spec.debits.filter((d) => !d.rolledBack).reduce((s, d) => s + d.amount, 0);
  return { shuffled, expected };
};

describe('the provider wallet', () => {
  it('applies each transaction id at most once, whatever is repeated and in whatever order (property)', () => {
    fc.assert(
      fc.property(roundCalls, (spec) => {
        const roundId = fixture.newRound();
        const { shuffled, expected } = callsOf(spec, roundId);
        const before = balance();
        for (const call of shuffled) applyWalletCall(db, call);
        // A debit and its rollback cancel out in either order; credits add; nothing counts twice.
        expect(balance() - before).toBe(expected);
        expect(balance()).toBe(ledgerSum(db, punter));
        expect(roundBets(db, roundId).length).toBe(spec.debits.filter((d) => !d.rolledBack).length);
        // The whole stream again, reversed: every answer is a replay and nothing moves.
        const [postedBefore, balanceAfter] = [postings(), balance()];
        for (const call of [...shuffled].reverse()) expect(applyWalletCall(db, call).replayed).toBe(true);
        expect([postings(), balance()]).toEqual([postedBefore, balanceAfter]);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('records a rollback that arrives before its debit, and refuses the late debit', () => {
    const roundId = fixture.newRound();
    const before = balance();
    expect(applyWalletCall(db, { kind: 'rollback', txId: 'early-r', refTxId: 'late-d' })).toMatchObject({ state: 'recorded', reason: 'debitUnknown' });
    expect(applyWalletCall(db, { kind: 'debit', txId: 'late-d', accountId: punter, roundId, amount: 500, outcome: 'tiger', odds: 1.98 })).toMatchObject({ state: 'refused', reason: 'rolledBack' });
    expect(balance()).toBe(before);
    expect(roundBets(db, roundId)).toEqual([]);
  });

  it('keeps the books balanced: what the punter loses, the chain gains by shares', () => {
    const roundId = fixture.newRound();
    const chainTotal = () => Number(db.prepare('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger_postings').get()?.total);
    const total = chainTotal();
    applyWalletCall(db, { kind: 'debit', txId: 'books-d', accountId: punter, roundId, amount: 12_345, outcome: 'tie', odds: 11 });
    expect(chainTotal()).toBe(total);
  });
});
