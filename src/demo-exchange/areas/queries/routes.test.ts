import { describe, expect, it } from 'vitest';
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
    expect((await api.call('/punter-queries/open', { userName: 'punter0005', subject: 'Other', body: 'Not my bet', betId: 'nope' })).status).toBe(422);
    expect((await api.call('/punter-queries/open', { userName: 'ag001', subject: 'Agent', body: 'Not a punter' })).status).toBe(404);
    expect(Number(t.db().prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE action LIKE 'query.%'`).get()?.n)).toBe(4);
    const token = await createTrader(t, 'no-queries', ['mistakeDepartment', 'reportData1']);
    expect((await t.call('/punter-queries', { token, body: {} })).status).toBe(403);
  });
});
