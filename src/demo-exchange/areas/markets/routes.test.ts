import { describe, expect, it } from 'vitest';
import { pdfText, xlsxRows } from '../../testing/read-files';
import { adminExchangeForFile } from '../../testing/route-setup';

type Row = Record<string, unknown> & { _id: string };
type SuspendAnswer = { batchId: string; suspended: number; added: number };
type SuspendAllState = { openCount: number; pending: { batchId: string; count: number; stillSuspended: number } | null };
const CONFIRMED = { confirmation: 'SUSPEND ALL' };

const exchange = adminExchangeForFile();

describe('market status', () => {
  it('suspends, reopens and closes a market, then refuses every change of a closed one', async () => {
    const { marketId } = await exchange.api.buildChain('S');
    for (const status of ['suspended', 'open', 'closed']) expect((await exchange.api.call('/market/status', { _id: marketId, status })).status).toBe(200);
    const refused = await exchange.api.call('/market/status', { _id: marketId, status: 'open' });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe('The market is closed: its status can no longer change.');
    expect((await exchange.api.call('/market/flags', { _id: marketId, inPlay: true })).status).toBe(409);
  });

  it('refuses settling by hand', async () => {
    const { marketId } = await exchange.api.buildChain('T');
    const refused = await exchange.api.call('/market/status', { _id: marketId, status: 'settled' });
    expect(refused.body.meta.message).toBe('A market is settled through results, not by hand.');
  });

  it('keeps the popular flag and the most popular bets list as one thing', async () => {
    const { marketId } = await exchange.api.buildChain('P');
    await exchange.api.ok('/market/flags', { _id: marketId, popular: true });
    const list = await exchange.api.ok<Array<{ marketId: string }>>('/navigation/popular-bets');
    expect(list.at(-1)?.marketId).toBe(marketId);
  });
});

describe('suspend all', () => {
  it('needs the typed confirmation', async () => {
    const refused = await exchange.api.call('/all-market/suspend', { confirmation: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.meta.message).toEqual({ confirmation: { message: 'Type SUSPEND ALL to confirm.' } });
  });

  it('suspends every open market and restores exactly those, not the ones suspended before; both audited', async () => {
    const before = await exchange.api.buildChain('U');
    await exchange.api.ok('/market/status', { _id: before.marketId, status: 'suspended' });
    const open = (await exchange.api.ok<{ openCount: number }>('/all-market/state')).openCount;
    const result = await exchange.api.ok<{ batchId: string; suspended: number }>('/all-market/suspend', { confirmation: 'SUSPEND ALL' });
    expect(result.suspended).toBe(open);
    const state = await exchange.api.ok<{ openCount: number; pending: { batchId: string; stillSuspended: number } }>('/all-market/state');
    expect(state).toMatchObject({ openCount: 0, pending: { batchId: result.batchId, stillSuspended: open } });
    const restored = await exchange.api.ok<{ restored: number }>('/all-market/restore', { batchId: result.batchId });
    expect(restored.restored).toBe(open);
    expect((await exchange.api.ok<Row>('/market', { _id: before.marketId })).status).toBe('suspended');
    expect((await exchange.api.ok<{ openCount: number; pending: unknown }>('/all-market/state')).pending).toBeNull();
    expect((await exchange.api.call('/all-market/restore', { batchId: result.batchId })).status).toBe(409);
    const actions = exchange.t.db().prepare("SELECT action FROM audit_log WHERE action LIKE 'market.%All' ORDER BY id").all().map((r) => r.action);
    expect(actions).toEqual(['market.suspendAll', 'market.restoreAll']);
    // The audit records the answer whole, with how many stayed suspended because their race is off.
    const audited = exchange.t.db().prepare("SELECT after FROM audit_log WHERE action = 'market.restoreAll'").get()?.after;
    expect(JSON.parse(String(audited))).toEqual(restored);
  });

  it('pressed again while one is in force, answers that batch with its full count (no empty batch) and adds the markets opened since; Restore reopens them all', async () => {
    const reopenedByHand = await exchange.api.buildChain('V');
    const open = (await exchange.api.ok<SuspendAllState>('/all-market/state')).openCount;
    const first = await exchange.api.ok<SuspendAnswer>('/all-market/suspend', CONFIRMED);
    expect(first).toEqual({ batchId: expect.any(String), suspended: open, added: open });

    const again = await exchange.api.call<SuspendAnswer>('/all-market/suspend', CONFIRMED);
    expect(again.data).toEqual({ batchId: first.batchId, suspended: open, added: 0 });
    expect(again.body.meta.message).toBe(`${open} markets suspended.`);

    // Between two presses: one of the batch's markets reopened by hand (it leaves the batch), one new market opened.
    await exchange.api.ok('/market/status', { _id: reopenedByHand.marketId, status: 'open' });
    const opened = await exchange.api.buildChain('W');
    expect(await exchange.api.ok<SuspendAnswer>('/all-market/suspend', CONFIRMED)).toEqual({ batchId: first.batchId, suspended: open + 1, added: 2 });
    expect(await exchange.api.ok<SuspendAllState>('/all-market/state')).toMatchObject({ openCount: 0, pending: { batchId: first.batchId, count: open + 1, stillSuspended: open + 1 } });
    expect(exchange.t.db().prepare('SELECT COUNT(*) AS n FROM suspend_batches WHERE restoredAt IS NULL').get()?.n).toBe(1);

    expect(await exchange.api.ok<{ restored: number }>('/all-market/restore', { batchId: first.batchId })).toEqual({ restored: open + 1, stayedSuspendedOff: 0 });
    for (const { marketId } of [reopenedByHand, opened]) expect((await exchange.api.ok<Row>('/market', { _id: marketId })).status).toBe('open');
    expect((await exchange.api.ok<SuspendAllState>('/all-market/state')).pending).toBeNull();
  });

  it('is keyed: a retry with the same Idempotency-Key is answered once, and a call without one is refused', async () => {
    const audited = () => exchange.t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'market.suspendAll'").get()?.n;
    const before = audited();
    const key = { token: exchange.token, body: CONFIRMED, headers: { 'idempotency-key': 'suspend-all-retry-1' } };
    const first = await exchange.t.call('/all-market/suspend', key);
    const retry = await exchange.t.call('/all-market/suspend', key);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(audited()).toBe(Number(before) + 1);
    expect((await exchange.t.call('/all-market/suspend', { token: exchange.token, body: CONFIRMED, idempotencyKey: false })).status).toBe(422);
    await exchange.api.ok('/all-market/restore', { batchId: (first.body.data as SuspendAnswer).batchId });
  });
});

describe('bet limits', () => {
  it('applies a competition limit to its markets, overridden by a market limit, and says where each comes from', async () => {
    const chain = await exchange.api.buildChain('L');
    expect(await exchange.api.ok('/market-bet-limit', { marketId: chain.marketId })).toMatchObject({ source: 'default', sourceName: 'Default: all markets' });
    await exchange.api.ok('/bet-limit/save', { level: 'competition', targetId: chain.competitionId, minStake: 50, maxStake: 5000, maxProfit: 50000, maxLiability: 20000 });
    expect(await exchange.api.ok('/market-bet-limit', { marketId: chain.marketId })).toMatchObject({ source: 'competition', maxStake: 5000, sourceName: 'Competition: Competition L' });
    const own = await exchange.api.ok<{ betlimitId: string }>('/bet-limit/save', { level: 'market', targetId: chain.marketId, minStake: 10, maxStake: 700, maxProfit: 7000, maxLiability: 3000 });
    expect(await exchange.api.ok('/market', { _id: chain.marketId })).toMatchObject({ effectiveLimit: { source: 'market', maxStake: 700 } });
    await exchange.api.ok('/bet-limit/delete', { betlimitId: own.betlimitId });
    expect(await exchange.api.ok('/market-bet-limit', { marketId: chain.marketId })).toMatchObject({ source: 'competition' });
  });

  it('keeps one limit per target (saving again replaces it) and refuses incoherent values and deleting the default', async () => {
    const chain = await exchange.api.buildChain('M');
    const first = await exchange.api.ok<{ betlimitId: string }>('/bet-limit/save', { level: 'event', targetId: chain.eventId, minStake: 1, maxStake: 10, maxProfit: 10, maxLiability: 10 });
    const second = await exchange.api.ok<{ betlimitId: string; maxStake: number }>('/bet-limit/save', { level: 'event', targetId: chain.eventId, minStake: 1, maxStake: 20, maxProfit: 10, maxLiability: 10 });
    expect(second).toMatchObject({ betlimitId: first.betlimitId, maxStake: 20 });
    const bad = await exchange.api.call('/bet-limit/save', { level: 'event', targetId: chain.eventId, minStake: 30, maxStake: 20, maxProfit: 10, maxLiability: 10 });
    expect(bad.body.meta.message).toEqual({ maxStake: { message: 'Maximum stake must not be less than the minimum stake.' } });
    const defaults = await exchange.api.ok<{ data: Array<{ betlimitId: string }> }>('/bet-limits', { level: 'default' });
    const refused = await exchange.api.call('/bet-limit/delete', { betlimitId: defaults.data[0]?.betlimitId });
    expect(refused.body.meta.message).toBe('The default limit cannot be deleted: edit it instead.');
  });

  it('uses the market’s custom delay over its family default, and goes back to it', async () => {
    const { marketId } = await exchange.api.buildChain('N');
    expect(await exchange.api.ok('/market', { _id: marketId })).toMatchObject({ effectiveDelaySeconds: 5, delaySource: 'family' });
    expect(await exchange.api.ok('/bet-delay/custom', { marketId, seconds: 12 })).toMatchObject({ effectiveDelaySeconds: 12 });
    await exchange.api.ok('/bet-delay/family', { family: 'matchOdds', seconds: 7 });
    expect(await exchange.api.ok('/bet-delay/custom', { marketId, seconds: null })).toMatchObject({ effectiveDelaySeconds: 7 });
  });
});

describe('market access codes export', () => {
  const download = async (query: string) => {
    const response = await fetch(`${exchange.t.exchange.origin}${exchange.t.exchange.prefix}/market-access-codes/export?${query}`, { headers: { authorization: `Bearer ${exchange.token}` } });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('exports an event’s access codes as a real PDF', async () => {
    const chain = await exchange.api.buildChain('X');
    const { response, bytes } = await download(`format=pdf&eventId=${chain.eventId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="market-access-codes-home-x-v-away-x-\d{4}-\d\d-\d\d\.pdf"/);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Market access codes');
    expect(text).toContain(chain.accessCode);
    expect(text).toContain('Home X v Away X');
  });

  it('exports a sport’s access codes as an Excel sheet with a header row', async () => {
    const chain = await exchange.api.buildChain('Y');
    const { response, bytes } = await download(`format=xlsx&sportId=${chain.sportId}`);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsxRows(bytes)).toEqual([
      ['Sport', 'Competition', 'Event', 'Market', 'Status', 'Access Code'],
      ['Sport Y', 'Competition Y', 'Home Y v Away Y', 'Match Odds', 'Open', chain.accessCode],
    ]);
  });
});
