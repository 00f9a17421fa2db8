import { describe, expect, it } from 'vitest';
import { placeBet } from '../../money/place-bet';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface InWindow { data: Array<{ betId: string }>; recordsTotal: number; maxSeq: number }
interface VoidDone { voided: number }

const withKey = (key: string) => ({ 'idempotency-key': key });
const SECOND = 1000;

/** A fresh match odds market and a way to strike a bet on it `secondsAgo` before the window's end. */
const openMarket = async (tag: string, windowEnd: number) => {
  const { marketId } = await exchange.api.buildChain(tag);
  const db = exchange.t.db();
  const [selection = ''] = db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence').all(marketId).map((r) => String(r._id));
  const punters = db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 3`).all().map((r) => String(r._id));
  db.prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`).run(`l-${marketId}`, marketId);
  let struck = 0;
  const strike = (secondsAgo: number) => {
    struck += 1;
    const accountId = punters[struck % punters.length] ?? '';
    placeBet(db, { idempotencyKey: `${tag}-${struck}`, accountId, marketId, outcomeId: selection, outcomeName: 'Home', side: 'back', odds: 2, stake: 10_00, placedAt: new Date(windowEnd - secondsAgo * SECOND) });
  };
  const voided = () => Number(db.prepare(`SELECT COUNT(*) AS n FROM bets WHERE marketId = ? AND status = 'voided'`).get(marketId)?.n);
  return { marketId, strike, voided };
};

describe('a pre-void over HTTP', () => {
  it('voids the bets the list counted, refuses in words a window that changed since, and repeats a retry once', async () => {
    const { t } = exchange;
    const to = new Date(Math.floor(Date.now() / SECOND) * SECOND);
    const from = new Date(to.getTime() - 60 * SECOND);
    const { marketId, strike, voided } = await openMarket('pre-void-http', to.getTime());
    [50, 40, 30].forEach(strike);
    const window = { marketId, from: from.toISOString(), to: to.toISOString() };
    const shown = await exchange.api.ok<InWindow>('/result/pre-void-list', window);
    expect(shown).toMatchObject({ recordsTotal: 3 });
    expect(shown.data).toHaveLength(3);
    const expected = { count: shown.recordsTotal, maxSeq: shown.maxSeq };

    // Without what the user was shown, nothing is voided.
    expect((await t.call('/result/pre-void', { token: exchange.token, body: { ...window, reason: 'Goal scored' } })).status).toBe(400);

    // A bet is struck into the window (up to now, on an open market) while the dialog is open.
    strike(10);
    const stale = await t.call('/result/pre-void', { token: exchange.token, body: { ...window, reason: 'Goal scored', expected }, headers: withKey('pre-void-stale') });
    expect(stale.status).toBe(409);
    expect(stale.body.meta.message).toEqual({ expected: { message: 'The bets in this window changed since you looked: it now holds 4 bets. Check them and pre-void again.' } });
    expect(voided()).toBe(0);

    const again = await exchange.api.ok<InWindow>('/result/pre-void-list', window);
    const body = { ...window, reason: 'Goal scored', expected: { count: again.recordsTotal, maxSeq: again.maxSeq } };
    const done = await t.call('/result/pre-void', { token: exchange.token, body, headers: withKey('pre-void-once') });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ voided: 4 });
    // The retry of the same submit (its answer lost on the way) answers the first void and voids nothing again.
    const retried = await t.call('/result/pre-void', { token: exchange.token, body, headers: withKey('pre-void-once') });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body.data as VoidDone).toEqual(done.body.data);
    expect(voided()).toBe(4);
    const audited = (await exchange.api.ok<{ data: Array<{ action: string; after?: { market?: string } }> }>('/audit-log-list', { length: 20 })).data;
    expect(audited.filter((row) => row.action === 'result.preVoid')).toHaveLength(1);
  });
});
