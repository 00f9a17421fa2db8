import { describe, expect, it } from 'vitest';
import { placeBet } from '../../money/place-bet';
import { createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface View { marketId: string; status: string | null; label: string | null; maker: { userName: string; at: string } | null; checker: { userName: string; at: string } | null; selections: Array<{ id: string; name: string }> }
interface Settlement { settlementId: string; version: number; betCount: number; status: string }
interface Preview { nextVersion: number; resultKey: string; betCount: number; punterWon: number; punterLost: number }
interface AuditRow { action: string; targetName?: string | null; before?: Record<string, unknown>; after?: Record<string, unknown> }

const withKey = (key: string) => ({ 'idempotency-key': key });
/** What the Settle dialog sends back for the preview it showed. */
const expectedOf = (p: Preview) => ({ version: p.nextVersion, resultKey: p.resultKey, betCount: p.betCount, punterWon: p.punterWon, punterLost: p.punterLost });
const auditRows = async (length = 20) => (await exchange.api.ok<{ data: AuditRow[] }>('/audit-log-list', { length })).data;

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
    const refused = await t.call('/result/verify', { token: fancyOnly, body: { marketId, winnerIds: [winner] } });
    expect(refused.status).toBe(403);
    // The refusal names the switch to ask for as the console shows it, not the exchange's key.
    expect(refused.body.meta.message).toBe('You do not have the permission to enter or settle these results (Exchange Results).');
    expect((await t.call('/result/bookmaker/save', { token: fancyOnly, body: { marketId, winnerIds: [winner] } })).status).toBe(403);

    const trader = await t.login('trader', 'trader123');
    // The verifier enters blind: the pending entry's value is not shown to anyone but its maker.
    const seen = await t.call('/result/get', { token: trader, body: { marketId } });
    expect((seen.body.data as View).label).toBeNull();
    const declared = await t.call('/result/verify', { token: trader, body: { marketId, winnerIds: [winner] } });
    expect(declared.body.data).toMatchObject({ status: 'declared', checker: { userName: 'trader' } });

    const preview = await api.ok<Preview>('/result/settle-preview', { marketId });
    expect(preview).toMatchObject({ betCount: 2, punterWon: 100_00, punterLost: 100_00 });
    const body = { marketId, expected: expectedOf(preview) };
    // No key, no settlement: a retry without one could settle twice.
    expect((await t.call('/result/settle', { token: exchange.token, body, idempotencyKey: false })).status).toBe(422);
    // Nor without what the user confirmed.
    expect((await t.call('/result/settle', { token: exchange.token, body: { marketId }, headers: withKey('settle-bare') })).status).toBe(400);
    const first = await t.call('/result/settle', { token: exchange.token, body, headers: withKey('settle-once-1') });
    expect(first.status).toBe(200);
    const again = await t.call('/result/settle', { token: exchange.token, body, headers: withKey('settle-once-1') });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body.data as Settlement).settlementId).toBe((first.body.data as Settlement).settlementId);
    const other = await t.call('/result/settle', { token: trader, body, headers: withKey('settle-once-2') });
    expect(other.status).toBe(409);
    expect(Number(t.db().prepare(`SELECT COUNT(*) AS n FROM settlements WHERE marketId = ?`).get(marketId)?.n)).toBe(1);

    expect((await api.call('/result/unsettle', { marketId, expectedVersion: 1 })).status).toBe(400);
    const undone = await api.ok<Settlement>('/result/unsettle', { marketId, reason: 'Feed reported the wrong winner', expectedVersion: 1 });
    expect(undone).toMatchObject({ version: 1, status: 'rolledBack' });
    // Unsettling moves the result, not who entered and verified it when: the maker's time stays their entry's.
    const after = await api.ok<View>('/result/get', { marketId });
    expect(after.maker).toEqual({ userName: 'admin', at: entered.maker?.at });
    expect(after.checker?.at).toBe((declared.body.data as View).checker?.at);
    expect(Date.parse(after.maker?.at ?? '')).toBeLessThanOrEqual(Date.parse(after.checker?.at ?? ''));
    const audit = await api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 10 });
    expect(audit.data.map((row) => row.action)).toEqual(expect.arrayContaining(['result.enter', 'result.verify', 'result.settle', 'result.unsettle']));
  });

  it('lists by result status, "none" being the markets with bets and no result yet', async () => {
    const { api } = exchange;
    const entered = await marketWithBets('status-filter-entered');
    const waiting = await marketWithBets('status-filter-waiting');
    await api.ok('/result/matchOdds/save', { marketId: entered.marketId, winnerIds: [entered.selections[0]] });
    const listed = async (status: string) =>
      (await api.ok<{ data: View[] }>('/result/list', { start: 0, length: 100, search: { value: 'status-filter' }, status })).data.map((row) => row.marketId);
    expect(await listed('none')).toEqual([waiting.marketId]);
    expect(await listed('pending')).toEqual([entered.marketId]);
  });

  it('settles only what the dialog showed: a result corrected meanwhile is refused in words, and the retry of a settle repeats it', async () => {
    const { api, t } = exchange;
    const { marketId, selections } = await marketWithBets('results-stale');
    const [home = '', away = ''] = selections;
    const checker = await createTrader(t, 'stale-checker', ['exchangeResults']);
    await api.ok('/result/matchOdds/save', { marketId, winnerIds: [home] });
    const trader = await t.login('trader', 'trader123');
    await t.call('/result/verify', { token: trader, body: { marketId, winnerIds: [home] } });
    const shown = await api.ok<Preview>('/result/settle-preview', { marketId });
    // Another user corrects the result and a third verifies it while the Settle dialog still shows the first.
    expect((await t.call('/result/matchOdds/save', { token: trader, body: { marketId, winnerIds: [away] } })).status).toBe(200);
    expect((await t.call('/result/verify', { token: checker, body: { marketId, winnerIds: [away] } })).status).toBe(200);
    const stale = await t.call('/result/settle', { token: exchange.token, body: { marketId, expected: expectedOf(shown) }, headers: withKey('stale-1') });
    expect(stale.status).toBe(409);
    expect(stale.body.meta.message).toEqual({ expected: { message: 'The result changed since you looked: it is now Away results-stale. Check the figures and settle again.' } });
    expect(Number(t.db().prepare(`SELECT COUNT(*) AS n FROM settlements WHERE marketId = ?`).get(marketId)?.n)).toBe(0);

    const body = { marketId, expected: expectedOf(await api.ok<Preview>('/result/settle-preview', { marketId })) };
    const settled = await t.call('/result/settle', { token: exchange.token, body, headers: withKey('stale-2') });
    expect(settled.body.data).toMatchObject({ version: 1, label: 'Away results-stale' });
    const retried = await t.call('/result/settle', { token: exchange.token, body, headers: withKey('stale-2') });
    expect((retried.body.data as Settlement).settlementId).toBe((settled.body.data as Settlement).settlementId);

    // Unsettle: the version the dialog showed, or a refusal in words.
    expect((await api.call('/result/unsettle', { marketId, reason: 'Wrong winner', expectedVersion: 2 })).body.meta.message).toEqual({
      expectedVersion: { message: 'The settlement changed since you looked: version 1 (Away results-stale) is live now, not version 2. Check it and unsettle again.' },
    });
    expect(Number(t.db().prepare(`SELECT COUNT(*) AS n FROM settlements WHERE marketId = ? AND status = 'live'`).get(marketId)?.n)).toBe(1);
  });

  it('keeps a result awaiting verification out of the audit log, names event and market, and records the value once declared', async () => {
    const { api, t } = exchange;
    const { marketId, selections } = await marketWithBets('results-blind');
    const [home = '', away = ''] = selections;
    const title = 'Home results-blind v Away results-blind · Match Odds';
    await api.ok('/result/matchOdds/save', { marketId, winnerIds: [home], voidFactor: 0.5 });
    const trader = await t.login('trader', 'trader123');
    // A mismatch: the dispute goes to the checking queue, and neither entry goes to the log.
    await t.call('/result/verify', { token: trader, body: { marketId, winnerIds: [away] } });
    const blind = (await auditRows()).filter((row) => row.after?.market === title);
    expect(blind.map((row) => [row.action, row.after?.effect])).toEqual([
      ['result.verify', 'mismatch'],
      ['result.enter', 'entered'],
    ]);
    for (const row of blind) {
      expect(row).toMatchObject({ targetName: title, after: { result: 'Hidden until verified', voidFactor: 'Hidden until verified' } });
      expect(JSON.stringify(row)).not.toMatch(/Home results-blind,|Away results-blind,|"Home results-blind"|"Away results-blind"|0\.5/);
    }
    const resolver = await createTrader(t, 'blind-resolver', ['exchangeResults']);
    await t.call('/result/checking-update', { token: resolver, body: { marketId, winnerIds: [home], voidFactor: 0.5 } });
    const [declared] = await auditRows(1);
    expect(declared).toMatchObject({ action: 'result.enter', targetName: title, after: { market: title, result: 'Home results-blind', voidFactor: 0.5, status: 'declared', effect: 'declared' } });
  });

  it('says, answering and in the audit, which settlement a void of a settled market rolled back first', async () => {
    const { api, t } = exchange;
    const { marketId, selections } = await marketWithBets('results-void');
    const title = 'Home results-void v Away results-void · Match Odds';
    await api.ok('/result/matchOdds/save', { marketId, winnerIds: [selections[0]] });
    const trader = await t.login('trader', 'trader123');
    await t.call('/result/verify', { token: trader, body: { marketId, winnerIds: [selections[0]] } });
    const preview = await api.ok<Preview>('/result/settle-preview', { marketId });
    await api.ok('/result/settle', { marketId, expected: expectedOf(preview) });
    const voided = await api.call('/result/void-market', { marketId, reason: 'Match abandoned' });
    expect(voided.body.meta.message).toBe('Settlement version 1 was rolled back first; 2 bets voided.');
    expect(voided.data).toMatchObject({ voided: 2, rolledBackVersion: 1, resettledVersion: null });
    const [row] = await auditRows(1);
    expect(row).toMatchObject({ action: 'result.voidMarket', targetName: title, after: { market: title, rolledBackVersion: 1, voided: 2, reason: 'Match abandoned' } });
  });
});
