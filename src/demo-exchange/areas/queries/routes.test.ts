import { describe, expect, it } from 'vitest';
import { placeBet } from '../../money/place-bet';
import { createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();
interface Query { queryId: string; userName: string; status: string; answer: string | null; answeredBy: string | null; statementSeq: number | null }

describe('punter queries over HTTP', () => {
  it('records a query linked to a statement line, answers it, closes it; open ones lead the queue; each step audited', async () => {
    const { api, t } = exchange;
    const seq = Number(t.db().prepare(`SELECT p.seq FROM ledger_postings p JOIN accounts a ON a._id = p.accountId WHERE a.userName = 'punter0005' LIMIT 1`).get()?.seq);
    const first = await api.ok<Query>('/punter-queries/open', { userName: 'punter0005', subject: 'Deposit missing', body: 'My deposit does not show.', statementSeq: seq });
    expect(first).toMatchObject({ userName: 'punter0005', status: 'open', statementSeq: seq });
    const second = await api.ok<Query>('/punter-queries/open', { userName: 'punter0006', subject: 'Bet voided?', body: 'Why was my bet voided?' });
    expect((await api.call('/punter-queries/respond', { queryId: first.queryId, status: 'answered' })).status).toBe(400);
    const answered = await api.ok<Query>('/punter-queries/respond', { queryId: first.queryId, status: 'answered', answer: 'It is the opening deposit line.' });
    expect(answered).toMatchObject({ status: 'answered', answeredBy: 'admin' });
    const queue = await api.ok<{ data: Query[] }>('/punter-queries', {});
    expect(queue.data.map((q) => q.queryId)).toEqual([second.queryId, first.queryId]);
    expect((await api.ok<Query>('/punter-queries/respond', { queryId: first.queryId, status: 'closed' })).answer).toBe('It is the opening deposit line.');
    expect((await api.ok<{ recordsTotal: number }>('/punter-queries', { status: 'closed' })).recordsTotal).toBe(1);
    // Each refusal names its field, for the form to show it there.
    const notHisBet = await api.call('/punter-queries/open', { userName: 'punter0005', subject: 'Other', body: 'Not my bet', betId: 'nope' });
    expect([notHisBet.status, notHisBet.body.meta.message]).toEqual([422, { betId: { message: 'That bet is not one of this punter’s.' } }]);
    const notHisLine = await api.call('/punter-queries/open', { userName: 'punter0006', subject: 'Other', body: 'Not my line', statementSeq: seq });
    expect([notHisLine.status, notHisLine.body.meta.message]).toEqual([422, { statementSeq: { message: 'That statement line is not one of this punter’s.' } }]);
    const agent = await api.call('/punter-queries/open', { userName: 'ag001', subject: 'Agent', body: 'Not a punter' });
    expect([agent.status, agent.body.meta.message]).toEqual([404, { userName: { message: 'No punter has that user name.' } }]);
    expect(Number(t.db().prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE action LIKE 'query.%'`).get()?.n)).toBe(4);
    const token = await createTrader(t, 'no-queries', ['mistakeDepartment', 'reportData1']);
    expect((await t.call('/punter-queries', { token, body: {} })).status).toBe(403);
  });

  it('answers a query on a bet with the bet as a person reads it: side, selection, price, market and event', async () => {
    const { api, t } = exchange;
    const { marketId } = await api.buildChain('query-bet');
    const db = t.db();
    db.prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`).run(`l-${marketId}`, marketId);
    const outcome = db.prepare('SELECT _id, name FROM selections WHERE marketId = ? ORDER BY sequence').get(marketId);
    const accountId = String(db.prepare(`SELECT _id FROM accounts WHERE userName = 'punter0008'`).get()?._id);
    const { bet } = placeBet(db, { idempotencyKey: 'query-bet-1', accountId, marketId, outcomeId: String(outcome?._id), outcomeName: String(outcome?.name), side: 'back', odds: 2.42, stake: 10_00, placedAt: new Date() });
    const query = await api.ok<Query & { bet: unknown }>('/punter-queries/open', { userName: 'punter0008', subject: 'Wrong price', body: 'I asked for 2.5.', betId: bet._id });
    const market = db.prepare('SELECT m.name AS market, e.name AS event FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId);
    const expected = { side: 'back', outcomeName: String(outcome?.name), price: 2.42, marketName: String(market?.market), eventName: String(market?.event) };
    expect(query.bet).toEqual(expected);
    const listed = await api.ok<{ data: Array<Query & { bet: unknown }> }>('/punter-queries', { search: { value: 'Wrong price' } });
    expect(listed.data.map((q) => q.bet)).toEqual([expected]);
  });
});
