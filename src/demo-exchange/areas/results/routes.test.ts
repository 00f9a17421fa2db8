import { describe, expect, it } from 'vitest';
import { placeBet } from '../../money/place-bet';
import { createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface View { marketId: string; status: string | null; label: string | null; maker: { userName: string; at: string } | null; checker: { userName: string; at: string } | null; selections: Array<{ id: string; name: string }> }
interface Settlement { settlementId: string; version: number; betCount: number; status: string }

const withKey = (key: string) => ({ 'idempotency-key': key });

/** A fresh match odds market with two bets struck by seeded punters. */
const marketWithBets = async (tag: string) => {
  const { marketId } = await exchange.api.buildChain(tag);
  const db = exchange.t.db();
  const selections = db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence').all(marketId).map((r) => String(r._id));
  const punters = db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 2`).all().map((r) => String(r._id));
  db.prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`).run(`l-${marketId}`, marketId);
  punters.forEach((accountId, i) =>
    placeBet(db, { idempotencyKey: `${tag}-${i}`, accountId, marketId, outcomeId: selections[i] ?? '', outcomeName: `Runner ${i}`, side: 'back', odds: 2, stake: 100_00, placedAt: new Date() }),
  );
  return { marketId, selections };
};

describe('results over HTTP', () => {
  it('enforces maker-checker and the results permissions in the exchange, then settles once per key', async () => {
    const { api, t } = exchange;
    const { marketId, selections } = await marketWithBets('results-http');
    const winner = selections[0] ?? '';
    const entered = await api.ok<View>('/result/matchOdds/save', { marketId, winnerIds: [winner] });
    expect(entered).toMatchObject({ status: 'pending', maker: { userName: 'admin' } });
    expect((await api.call('/result/verify', { marketId, winnerIds: [winner] })).status).toBe(403);

    const fancyOnly = await createTrader(t, 'fancy-results', ['fancyResults']);
    expect((await t.call('/result/verify', { token: fancyOnly, body: { marketId, winnerIds: [winner] } })).status).toBe(403);
    expect((await t.call('/result/bookmaker/save', { token: fancyOnly, body: { marketId, winnerIds: [winner] } })).status).toBe(403);

    const trader = await t.login('trader', 'trader123');
    // The verifier enters blind: the pending entry's value is not shown to anyone but its maker.
    const seen = await t.call('/result/get', { token: trader, body: { marketId } });
    expect((seen.body.data as View).label).toBeNull();
    const declared = await t.call('/result/verify', { token: trader, body: { marketId, winnerIds: [winner] } });
    expect(declared.body.data).toMatchObject({ status: 'declared', checker: { userName: 'trader' } });

    const preview = await api.ok<{ betCount: number; punterWon: number; punterLost: number }>('/result/settle-preview', { marketId });
    expect(preview).toMatchObject({ betCount: 2, punterWon: 100_00, punterLost: 100_00 });
    // No key, no settlement: a retry without one could settle twice.
    expect((await t.call('/result/settle', { token: exchange.token, body: { marketId }, idempotencyKey: false })).status).toBe(422);
    const first = await t.call('/result/settle', { token: exchange.token, body: { marketId }, headers: withKey('settle-once-1') });
    expect(first.status).toBe(200);
    const again = await t.call('/result/settle', { token: exchange.token, body: { marketId }, headers: withKey('settle-once-1') });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body.data as Settlement).settlementId).toBe((first.body.data as Settlement).settlementId);
    const other = await t.call('/result/settle', { token: trader, body: { marketId }, headers: withKey('settle-once-2') });
    expect(other.status).toBe(409);
    expect(Number(t.db().prepare(`SELECT COUNT(*) AS n FROM settlements WHERE marketId = ?`).get(marketId)?.n)).toBe(1);

    expect((await api.call('/result/unsettle', { marketId })).status).toBe(400);
    const undone = await api.ok<Settlement>('/result/unsettle', { marketId, reason: 'Feed reported the wrong winner' });
    expect(undone).toMatchObject({ version: 1, status: 'rolledBack' });
    // Unsettling moves the result, not who entered and verified it when: the maker's time stays their entry's.
    const after = await api.ok<View>('/result/get', { marketId });
    expect(after.maker).toEqual({ userName: 'admin', at: entered.maker?.at });
    expect(after.checker?.at).toBe((declared.body.data as View).checker?.at);
    expect(Date.parse(after.maker?.at ?? '')).toBeLessThanOrEqual(Date.parse(after.checker?.at ?? ''));
    const audit = await api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 10 });
    expect(audit.data.map((row) => row.action)).toEqual(expect.arrayContaining(['result.enter', 'result.verify', 'result.settle', 'result.unsettle']));
  });
});
