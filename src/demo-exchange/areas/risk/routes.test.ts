import { describe, expect, it } from 'vitest';
import { placeBet } from '../../money/place-bet';
import { createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

describe('risk over HTTP', () => {
  it('finds a punter, shows its chain to the house, locks it from betting with a reason, and lists its bets', async () => {
    const { api } = exchange;
    const found = await api.ok<{ data: Array<{ userName: string; level: string; parent: string }> }>('/risk/users', { search: { value: 'punter0001' } });
    expect(found.data[0]).toMatchObject({ userName: 'punter0001', level: 'punter' });
    const chain = await api.ok<Array<{ userName: string; level: string; share: number }>>('/risk/parent', { userName: 'punter0001' });
    expect(chain.map((link) => link.level)).toEqual(['punter', 'agent', 'superAgent', 'admin']);
    expect(chain.slice(1).reduce((sum, link) => sum + link.share, 0)).toBe(100);
    const locked = await api.ok<{ status: string; statusReason: string }>('/risk/user-status', { userName: 'punter0001', status: 'bettingLocked', reason: 'Suspicious pattern' });
    expect(locked).toMatchObject({ status: 'bettingLocked', statusReason: 'Suspicious pattern' });
    expect((await api.call('/risk/user-status', { userName: 'punter0001', status: 'active', reason: '' })).status).toBe(400);
    const bets = await api.ok<{ recordsTotal: number }>('/risk/user-bets', { userName: 'punter0001', scope: 'history' });
    expect(bets.recordsTotal).toBeGreaterThanOrEqual(0);
    expect((await api.call('/risk/parent', { userName: 'nobody-here' })).status).toBe(404);
    const activity = await api.ok<Array<{ kind: string; what: string }>>('/risk/activity', { userName: 'admin' });
    expect(activity.some((line) => line.kind === 'login' && line.what === 'Logged in')).toBe(true);
    expect(activity.some((line) => line.what === 'Betting account status changed')).toBe(true);
    // The punter's own list says to what, by whom and why; the staff user's keeps the bare label for what they did.
    const punterActivity = await api.ok<Array<{ kind: string; what: string }>>('/risk/activity', { userName: 'punter0001' });
    expect(punterActivity).toContainEqual(expect.objectContaining({ kind: 'action', what: 'Betting account status changed to Locked from betting by admin: Suspicious pattern' }));
    expect(activity.some((line) => line.what.startsWith('Betting account status changed '))).toBe(false);
    const markets = await api.ok<{ data: Array<{ exposure: number }> }>('/risk/markets', {});
    expect(markets.data.map((m) => m.exposure)).toEqual([...markets.data.map((m) => m.exposure)].sort((a, b) => b - a));
  });

  it('finds betting accounts word by word: every word in the name, user name or agent, in any order', async () => {
    const { api } = exchange;
    type Accounts = { data: Array<{ userName: string; name: string; parent: string | null }>; recordsFiltered: number };
    const found = (value: string) => api.ok<Accounts>('/risk/users', { start: 0, length: 100, search: { value } });
    const agents = await found('1 Agent');
    expect(agents.data.map((a) => a.name)).toContain('Agent 1');
    for (const a of agents.data) expect(`${a.name} ${a.userName} ${a.parent ?? ''}`.toLowerCase()).toMatch(/^(?=.*1)(?=.*agent)/);
    const punter = (await found('punter0001')).data[0];
    expect(punter?.parent).toBeTruthy();
    // A word in the agent's user name and another in the punter's own name.
    expect((await found(`  ${punter?.parent ?? ''}   punter0001 `)).data.map((a) => a.userName)).toEqual(['punter0001']);
    expect((await found('punter0001 nosuchword')).recordsFiltered).toBe(0);
  });

  it('keeps the caller’s own alert thresholds, checks their target, and groups agent P/L by day', async () => {
    const { api } = exchange;
    type State = { thresholds: Array<{ scope: string; target: string; amount: number }>; breaches: unknown[] };
    expect(await api.ok<State>('/risk/alerts', {})).toEqual({ thresholds: [], breaches: [], breachesCut: [] });
    const saved = await api.ok<State>('/risk/alerts/threshold', { scope: 'user', target: 'punter0003', amount: 5_000_00 });
    expect(saved.thresholds).toEqual([expect.objectContaining({ scope: 'user', target: 'punter0003', amount: 5_000_00 })]);
    expect((await api.ok<State>('/risk/alerts/threshold', { scope: 'user', target: 'punter0003', amount: null })).thresholds).toEqual([]);
    expect((await api.call('/risk/alerts/threshold', { scope: 'user', target: 'nobody-here', amount: 5 })).status).toBe(404);
    expect((await api.call('/risk/alerts/threshold', { scope: 'market', target: 'no-such-market', amount: 5 })).status).toBe(404);
    const days = await api.ok<Array<{ key: string; reconciliation: number }>>('/risk/agent-profit-loss', { userName: 'house', by: 'day' });
    for (const day of days) expect(day).toMatchObject({ key: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reconciliation: 0 });
  });

  it('lets the mistake desk (mistakeDepartment) void one mistaken bet with a reason, and nobody without it or a results flag', async () => {
    const { api, t } = exchange;
    const { marketId } = await api.buildChain('mistake');
    const db = t.db();
    const outcomeId = String(db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence').get(marketId)?._id);
    const accountId = String(db.prepare(`SELECT _id FROM accounts WHERE userName = 'punter0004'`).get()?._id);
    db.prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`).run(`l-${marketId}`, marketId);
    const { bet } = placeBet(db, { idempotencyKey: 'mistake-1', accountId, marketId, outcomeId, outcomeName: 'Runner', side: 'back', odds: 2, stake: 100_00, placedAt: new Date() });
    const body = { marketId, betIds: [bet._id], reason: 'Punter fat-fingered the stake' };
    const nobody = await createTrader(t, 'no-mistakes', ['resolveQuery']);
    expect((await t.call('/result/void-bets', { token: nobody, body, headers: { 'idempotency-key': 'void-0' } })).status).toBe(403);
    const desk = await createTrader(t, 'mistake-desk', ['mistakeDepartment', 'resolveQuery']);
    expect((await t.call('/result/void-bets', { token: desk, body, headers: { 'idempotency-key': 'void-1' } })).status).toBe(200);
    const bets = await t.call('/risk/user-bets', { token: desk, body: { userName: 'punter0004', scope: 'history' } });
    expect((bets.body.data as { data: Array<{ betId: string; status: string; marketId: string }> }).data).toContainEqual(expect.objectContaining({ betId: bet._id, status: 'voided', marketId }));
  });

  it('opens a statement at the page that holds a given line, and a user’s bet list at one bet of theirs', async () => {
    const { api, t } = exchange;
    type Statement = { data: Array<{ seq: number }>; recordsTotal: number; start: number };
    const busiest = t.db().prepare(`SELECT a.userName, COUNT(*) AS n FROM ledger_postings p JOIN accounts a ON a._id = p.accountId WHERE a.level = 'punter' GROUP BY a._id ORDER BY n DESC LIMIT 2`).all();
    const [userName, otherName] = busiest.map((row) => String(row.userName));
    const newest = await api.ok<Statement>('/risk/account-statement', { userName, start: 0, length: 2 });
    expect(newest.recordsTotal).toBeGreaterThanOrEqual(6);
    const older = await api.ok<Statement>('/risk/account-statement', { userName, start: 4, length: 2 });
    const wanted = older.data[1]?.seq ?? 0;
    const atLine = await api.ok<Statement>('/risk/account-statement', { userName, start: 0, length: 2, atSeq: wanted });
    expect(atLine.start).toBe(4);
    expect(atLine.data.map((line) => line.seq)).toEqual(older.data.map((line) => line.seq));
    expect(newest.start).toBe(0);
    // Only lines older than a given one: the same places as before, counted apart from the whole.
    const olderThanNewest = await api.ok<Statement & { recordsFiltered: number }>('/risk/account-statement', { userName, start: 4, length: 2, beforeSeq: newest.data[0]?.seq ?? 0 });
    const oneFurther = await api.ok<Statement>('/risk/account-statement', { userName, start: 5, length: 2 });
    expect(olderThanNewest.data.map((line) => line.seq)).toEqual(oneFurther.data.map((line) => line.seq));
    expect(olderThanNewest.recordsFiltered).toBe(newest.recordsTotal - 1);
    const othersLine = await api.ok<Statement>('/risk/account-statement', { userName: otherName, start: 0, length: 1 });
    const refused = await api.call('/risk/account-statement', { userName, length: 2, atSeq: othersLine.data[0]?.seq ?? 1 });
    expect(refused.status).toBe(404);

    const bet = t.db().prepare('SELECT b._id, a.userName FROM bets b JOIN accounts a ON a._id = b.accountId ORDER BY b.seq LIMIT 1').get();
    const [betId, bettor] = [String(bet?._id), String(bet?.userName)];
    const notBettor = bettor === userName ? otherName : userName;
    type Bets = { data: Array<{ betId: string }>; recordsTotal: number };
    expect((await api.ok<Bets>('/risk/user-bets', { userName: bettor, betId })).data.map((bet) => bet.betId)).toEqual([betId]);
    expect((await api.ok<Bets>('/risk/user-bets', { userName: notBettor, betId })).recordsTotal).toBe(0);
  });

  it('keeps one saved report view per report-data slot, for holders of that slot’s flag only', async () => {
    const { api, t } = exchange;
    const filters = { userName: 'ag001', by: 'day', from: '2026-01-01', family: 'fancy' };
    expect(await api.ok('/risk/report-views/save', { slot: 3, name: 'Agent 1 by day', filters })).toMatchObject({ slot: 3, updatedBy: 'admin' });
    const slot3 = await createTrader(t, 'report-3', ['reportData3']);
    const views = await t.call('/risk/report-views', { token: slot3, body: {} });
    expect(views.body.data).toEqual([expect.objectContaining({ slot: 3, name: 'Agent 1 by day', filters })]);
    expect((await t.call('/risk/report-views/save', { token: slot3, body: { slot: 4, name: 'Not mine', filters } })).status).toBe(403);
    const none = await createTrader(t, 'report-none', ['resolveQuery']);
    expect((await t.call('/risk/report-views', { token: none, body: {} })).body.data).toEqual([]);
  });

  it('refuses the risk calls to a user without resolveQuery (an agent holding the report-data flags, say)', async () => {
    const token = await createTrader(exchange.t, 'no-risk', ['marketManagement', 'exchangeResults', 'reportData1']);
    expect((await exchange.t.call('/risk/markets', { token, body: {} })).status).toBe(403);
    expect((await exchange.t.call('/risk/user-status', { token, body: { userName: 'punter0002', status: 'suspended', reason: 'no flag' } })).status).toBe(403);
    expect((await exchange.t.call('/risk/market/suspend', { token, body: { marketId: 'any' } })).status).toBe(403);
  });

  it('sorts the betting accounts by balance or exposure, either way, and by user name otherwise', async () => {
    const { api } = exchange;
    type Accounts = { data: Array<{ userName: string; balance: number; exposure: number }>; recordsFiltered: number };
    const page = (order: Array<{ column: number; dir: 'asc' | 'desc' }>) => api.ok<Accounts>('/risk/users', { start: 0, length: 50, order });
    const byExposure = (await page([{ column: 6, dir: 'desc' }])).data.map((a) => a.exposure);
    expect(byExposure).toEqual([...byExposure].sort((a, b) => b - a));
    const byBalance = (await page([{ column: 5, dir: 'asc' }])).data.map((a) => a.balance);
    expect(byBalance).toEqual([...byBalance].sort((a, b) => a - b));
    expect(byBalance[0]).toBeLessThan(byBalance.at(-1) ?? 0);
    const richest = (await page([{ column: 5, dir: 'desc' }])).data[0]?.balance ?? 0;
    expect(richest).toBeGreaterThanOrEqual(byBalance.at(-1) ?? 0);
    // Level (2) is not sortable: the exchange keeps its user-name order.
    const byLevel = (await page([{ column: 2, dir: 'desc' }])).data.map((a) => a.userName);
    expect(byLevel).toEqual([...byLevel].sort());
    // Pages under a sort with ties (every exposure 0 here) neither repeat nor skip an account: two pages of
    // 20 are the one page of 40.
    const order = [{ column: 6, dir: 'asc' as const }];
    const names = async (start: number, length: number) => (await api.ok<Accounts>('/risk/users', { start, length, order })).data.map((a) => a.userName);
    expect([...(await names(0, 20)), ...(await names(20, 20))]).toEqual(await names(0, 40));
  });

  it('lets the risk and results desks read a punter’s statement, and nobody else (a user with no flags, or only the logs)', async () => {
    const body = { userName: 'punter0007', start: 0, length: 5 };
    for (const [name, flags, status] of [
      ['statement-risk', ['resolveQuery'], 200],
      ['statement-fancy-results', ['fancyResults'], 200],
      ['statement-viewer', [], 403],
      ['statement-logs', ['operationalLogs'], 403],
    ] as const) {
      const token = await createTrader(exchange.t, name, [...flags]);
      expect((await exchange.t.call('/risk/account-statement', { token, body })).status, name).toBe(status);
    }
  });

  it('lets a risk user without addMarket suspend one market, audited, but not reopen it', async () => {
    const token = await createTrader(exchange.t, 'risk-only', ['resolveQuery']);
    const market = exchange.t.db().prepare(`SELECT _id FROM markets WHERE status = 'open' ORDER BY _id LIMIT 1`).get();
    const marketId = String(market?._id);
    const suspended = await exchange.t.call('/risk/market/suspend', { token, body: { marketId } });
    expect(suspended.status).toBe(200);
    expect(exchange.t.db().prepare('SELECT status FROM markets WHERE _id = ?').get(marketId)?.status).toBe('suspended');
    // Again: nothing to do, no error (a second window, a double key press).
    expect((await exchange.t.call('/risk/market/suspend', { token, body: { marketId } })).status).toBe(200);
    expect((await exchange.t.call('/market/status', { token, body: { _id: marketId, status: 'open' } })).status).toBe(403);
    expect((await exchange.t.call('/risk/market/suspend', { token, body: { marketId: 'no-such-market' } })).status).toBe(404);
    const audit = await exchange.api.ok<{ data: Array<{ action: string; targetId: string }> }>('/audit-log-list', { length: 2 });
    expect(audit.data.filter((row) => row.action === 'market.status' && row.targetId === marketId)).toHaveLength(2);
  });
});
