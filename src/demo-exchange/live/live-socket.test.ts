import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { FEED_CLOSE, type FeedServerMessage, type FeedSnapshot } from '@shared/contract/live-feed';
import type { LiveBet, LiveMarket, LiveStatus } from '@shared/contract/live';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';

const SECRET = 'live-control-secret';
let t: TestExchange;
let admin: string;

beforeAll(async () => {
  t = await startTestExchange({ controlSecret: SECRET, live: { feedRate: 400, betRate: 200, tickMs: 10, liveMarkets: 50 } });
  admin = await t.login('admin', 'admin123');
  // No delays, so bets arrive within a few ticks.
  t.db().exec('UPDATE bet_delays SET seconds = 0; UPDATE markets SET betDelaySeconds = NULL');
});
afterAll(() => t.stop());

const liveUrl = () => `${t.exchange.origin.replace('http', 'ws')}${t.exchange.prefix}/live`;

/** A live socket with its messages queued, and a way to wait for the next one that matches. */
const connect = async (token: string | undefined) => {
  const ws = new WebSocket(liveUrl(), token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const inbox: FeedServerMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as FeedServerMessage);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async <M extends FeedServerMessage>(match: (m: FeedServerMessage) => m is M): Promise<M> => {
    for (;;) {
      const index = inbox.findIndex(match);
      if (index >= 0) return inbox.splice(index, 1)[0] as M;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const opened = await new Promise<boolean>((resolve) => {
    ws.once('open', () => resolve(true));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode === 101));
    ws.once('error', () => resolve(false));
  });
  return { ws, opened, next, send: (message: unknown) => ws.send(JSON.stringify(message)) };
};
const isSnap = (topic: string) => (m: FeedServerMessage): m is FeedSnapshot => m.t === 'snap' && m.topic === topic;
const control = (body?: unknown) =>
  fetch(`${t.exchange.origin}/__demo/live`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-demo-control': SECRET, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, data: ((await r.json()) as { data: Record<string, unknown> }).data }));

describe('the live socket', () => {
  it('refuses a connection without a valid bearer token', async () => {
    expect((await connect(undefined)).opened).toBe(false);
    expect((await connect('not.a.token')).opened).toBe(false);
  });

  it('says hello with its epoch, then answers a subscription with a snapshot and streams updates', async () => {
    const c = await connect(admin);
    const hello = await c.next((m): m is Extract<FeedServerMessage, { t: 'hello' }> => m.t === 'hello');
    expect(hello.epoch).toMatch(/^[0-9a-f]{12}$/);
    c.send({ op: 'sub', topic: 'markets' });
    const markets = await c.next(isSnap('markets'));
    expect(markets.values.length).toBeGreaterThan(10);
    const market = markets.values[0] as LiveMarket;
    expect(market).toMatchObject({ marketId: expect.any(String), eventName: expect.any(String), status: expect.stringMatching(/open|suspended/) });
    c.send({ op: 'sub', topic: 'prices' });
    await c.next(isSnap('prices'));
    const update = await c.next((m): m is Extract<FeedServerMessage, { t: 'up' }> => m.t === 'up' && 'prices' in m);
    expect(update.prices?.[0]).toMatchObject({ marketId: expect.any(String), ts: update.ts, book: { kind: expect.any(String) } });
    c.ws.close();
  });

  it('numbers bets in sequence and replays exactly the ones after a given number', async () => {
    const c = await connect(admin);
    const hello = await c.next((m): m is Extract<FeedServerMessage, { t: 'hello' }> => m.t === 'hello');
    c.send({ op: 'sub', topic: 'bets' });
    await c.next(isSnap('bets'));
    const seen: LiveBet[] = [];
    while (seen.length < 10) {
      const up = await c.next((m): m is Extract<FeedServerMessage, { t: 'up' }> => m.t === 'up' && 'bets' in m);
      seen.push(...((up.bets ?? []) as LiveBet[]));
    }
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]?.seq).toBe((seen[i - 1]?.seq ?? 0) + 1);
    const from = seen[2]?.seq ?? 0;
    c.send({ op: 'sub', topic: 'bets', from: { epoch: hello.epoch, seq: from } });
    const replay = await c.next(isSnap('bets'));
    expect(replay.replay).toBe(true);
    expect((replay.values as LiveBet[]).slice(0, 5).map((b) => b.seq)).toEqual([from, from + 1, from + 2, from + 3, from + 4]);
    // Another run's numbers mean nothing: a fresh snapshot, flagged as a gap.
    c.send({ op: 'sub', topic: 'bets', from: { epoch: 'other', seq: from } });
    expect((await c.next(isSnap('bets'))).gap).toBe(true);
    c.ws.close();
  });

  it('refuses topics the user may not receive', async () => {
    const trader = await t.login('trader', 'trader123');
    const c = await connect(trader);
    c.send({ op: 'sub', topic: 'bets' });
    const error = await c.next((m): m is Extract<FeedServerMessage, { t: 'err' }> => m.t === 'err');
    expect(error).toMatchObject({ topic: 'bets', message: 'You do not have permission to do this.' });
    c.ws.close();
  });

  it('closes the socket of a session that ended (a password change elsewhere) at its next message', async () => {
    const mine = await t.login('manager', 'trader123');
    const c = await connect(mine);
    expect(c.opened).toBe(true);
    const other = await t.login('manager', 'trader123');
    await t.call('/change-password', { token: other, body: { oldPassword: 'trader123', newPassword: 'manager-2' } });
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    c.send({ op: 'sub', topic: 'markets' });
    expect(await closed).toBe(FEED_CLOSE.unauthorized);
    expect((await connect(mine)).opened).toBe(false);
    await t.call('/change-password', { token: other, body: { oldPassword: 'manager-2', newPassword: 'trader123' } });
  });

  it('closes the socket of a session ended elsewhere right after that call, without waiting for a message', async () => {
    const mine = await t.login('manager', 'trader123');
    const c = await connect(mine);
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    const other = await t.login('manager', 'trader123');
    const changedAt = performance.now();
    await t.call('/change-password', { token: other, body: { oldPassword: 'trader123', newPassword: 'manager-3' } });
    expect(await closed).toBe(FEED_CLOSE.unauthorized);
    // Well before the periodic re-check (every 5 s) would have found it.
    expect(performance.now() - changedAt).toBeLessThan(2_500);
    await t.call('/change-password', { token: other, body: { oldPassword: 'manager-3', newPassword: 'trader123' } });
  });

  it('publishes a status change made through the API as a numbered status event', async () => {
    const c = await connect(admin);
    c.send({ op: 'sub', topic: 'status' });
    c.send({ op: 'sub', topic: 'markets' });
    const snap = await c.next(isSnap('markets'));
    const open = (snap.values as LiveMarket[]).find((m) => m.status === 'open');
    expect(open).toBeDefined();
    const answer = await t.call('/market/status', { token: admin, body: { _id: open?.marketId, status: 'suspended' } });
    expect(answer.status).toBe(200);
    const up = await c.next((m): m is Extract<FeedServerMessage, { t: 'up' }> => m.t === 'up' && 'status' in m);
    expect((up.status as LiveStatus[])[0]).toMatchObject({ marketId: open?.marketId, from: 'open', to: 'suspended', takesBets: false, seq: expect.any(Number) });
    await t.call('/market/status', { token: admin, body: { _id: open?.marketId, status: 'open' } });
    c.ws.close();
  });

  it('cuts every live socket on the fault, and refuses the next connections while asked to', async () => {
    const c = await connect(admin);
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    await fetch(`${t.exchange.origin}/__demo/faults`, {
      method: 'POST',
      headers: { 'x-demo-control': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ dropLiveSockets: true, refuseLiveSockets: 1 }),
    });
    expect(await closed).toBe(1006);
    expect((await connect(admin)).opened).toBe(false);
    const again = await connect(admin);
    expect(again.opened).toBe(true);
    again.ws.close();
  });

  it('reports and changes its settings through the control endpoint', async () => {
    const before = await control();
    expect(before.data).toMatchObject({ feedRate: 400, liveMarkets: 50, epoch: expect.any(String), pendingBets: expect.any(Number) });
    const after = await control({ betsPaused: true, feedRate: 10 });
    expect(after.data).toMatchObject({ betsPaused: true, feedRate: 10 });
    await control({ betsPaused: false, feedRate: 400 });
  });
});
