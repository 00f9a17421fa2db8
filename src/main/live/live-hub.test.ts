import { describe, expect, it } from 'vitest';
import type { LiveBatch, LiveBet, LivePrices } from '@shared/contract/live';
import type { FeedClientMessage, FeedServerMessage } from '@shared/contract/live-feed';
import { LiveHub } from './live-hub';
import type { UpstreamEvents } from './upstream';

const scope = (marketId: string, eventId = 'e1') => ({ marketId, eventId, competitionId: 'c1', sportId: 's1', family: 'matchOdds' as const });
const price = (marketId: string, back: number, eventId?: string): LivePrices => ({
  ...scope(marketId, eventId),
  ts: 1,
  matched: 100,
  book: { kind: 'ladder', runners: [{ selectionId: 'a', back: [[back, 10]], lay: [[back + 0.02, 10]], lastTraded: back }] },
});
const bet = (seq: number, marketId = 'm1'): LiveBet => ({
  ...scope(marketId),
  ts: 1,
  seq,
  betId: `b${seq}`,
  marketName: 'Match Odds',
  eventName: 'A v B',
  selectionId: 'a',
  selectionName: 'A',
  side: 'back',
  odds: 2,
  line: null,
  stake: 100,
  user: 'punter001',
  placedAt: 1,
  delaySeconds: 0,
  status: 'matched',
  reason: null,
});

/** A hub on a fake upstream, with window flushes driven by hand (no timers, no sleeping). */
const setup = (granted = true) => {
  const sent: FeedClientMessage[] = [];
  let events: UpstreamEvents | undefined;
  const timers: Array<() => void> = [];
  const hub = new LiveHub({
    createUpstream: (e) => {
      events = e;
      return { start: () => undefined, stop: () => undefined, send: (m) => (sent.push(m), true) };
    },
    has: () => granted,
    stream: { setTimer: (fn) => timers.push(fn), clearTimer: () => undefined, now: () => 0 },
  });
  const batches = new Map<string, LiveBatch[]>();
  const attach = (windowId: string) => {
    batches.set(windowId, []);
    return hub.attachWindow(windowId, (batch) => batches.get(windowId)?.push(batch));
  };
  const flush = () => timers.splice(0).forEach((fn) => fn());
  const feed = (message: FeedServerMessage) => events?.message(message);
  const deliveries = (windowId: string, subId: string) =>
    (batches.get(windowId) ?? []).flatMap((b) => b.subs.filter(([id]) => id === subId).map(([, d]) => d));
  hub.start();
  /** The upstream opens with the first subscription; this says hello on it. */
  const connect = () => events?.connected('epoch-1');
  return { hub, sent, feed, flush, attach, deliveries, connect, events: () => events as UpstreamEvents };
};

describe('the live hub', () => {
  it('subscribes a topic upstream once for many windows and gives each window only what its filter asks for', () => {
    const t = setup();
    t.attach('w1');
    t.attach('w2');
    t.hub.subscribe('w1', { subId: 'p', topic: 'prices', filter: { eventId: 'e1' } });
    t.hub.subscribe('w2', { subId: 'p', topic: 'prices', filter: { eventId: 'e2' } });
    t.connect();
    expect(t.sent).toEqual([{ op: 'sub', topic: 'prices' }]);
    t.feed({ t: 'snap', topic: 'prices', values: [price('m1', 2), price('m2', 3, 'e2')], ts: 1 });
    t.flush();
    expect(t.deliveries('w1', 'p')).toEqual([{ reset: true, health: 'live', values: [price('m1', 2)] }]);
    expect(t.deliveries('w2', 'p')).toEqual([{ reset: true, health: 'live', values: [price('m2', 3, 'e2')] }]);
  });

  it('conflates a state topic: a window gets only the latest value per market in each flush', () => {
    const t = setup();
    t.attach('w1');
    t.hub.subscribe('w1', { subId: 'p', topic: 'prices' });
    t.connect();
    t.feed({ t: 'snap', topic: 'prices', values: [], ts: 1 });
    t.flush();
    for (const back of [2, 2.02, 2.04]) t.feed({ t: 'up', ts: 2, prices: [price('m1', back), price('m2', back + 1)] });
    t.feed({ t: 'up', ts: 3, prices: [price('m1', 2.1)] });
    t.flush();
    const [, update] = t.deliveries('w1', 'p');
    expect(update?.values).toEqual([price('m1', 2.1), price('m2', 3.04)]);
  });

  it('passes on and caches a price update with no book (a quote withdrawn), so a later window sees it too', () => {
    const t = setup();
    t.attach('w1');
    t.attach('w2');
    t.hub.subscribe('w1', { subId: 'p', topic: 'prices' });
    t.connect();
    t.feed({ t: 'snap', topic: 'prices', values: [price('m1', 2)], ts: 1 });
    const withdrawn: LivePrices = { ...price('m1', 2), ts: 2, book: null, unquoted: ['a'] };
    t.feed({ t: 'up', ts: 2, prices: [withdrawn] });
    t.flush();
    expect(t.deliveries('w1', 'p').at(-1)?.values).toEqual([withdrawn]);
    t.hub.subscribe('w2', { subId: 'p', topic: 'prices' });
    t.flush();
    expect(t.deliveries('w2', 'p')).toEqual([{ reset: true, health: 'live', values: [withdrawn] }]);
  });

  it('loses no event of an event topic, detects a gap, asks for a replay from the first missing one and fills it', () => {
    const t = setup();
    t.attach('w1');
    t.hub.subscribe('w1', { subId: 'b', topic: 'bets' });
    t.connect();
    t.feed({ t: 'snap', topic: 'bets', values: [bet(1), bet(2)], seq: 2, ts: 1 });
    t.feed({ t: 'up', ts: 2, bets: [bet(3), bet(4)] });
    t.feed({ t: 'up', ts: 3, bets: [bet(7)] }); // 5 and 6 never arrived
    expect(t.sent.at(-1)).toEqual({ op: 'sub', topic: 'bets', from: { epoch: 'epoch-1', seq: 5 } });
    t.feed({ t: 'up', ts: 4, bets: [bet(8)] }); // ignored until the replay: it brings 8 again
    t.feed({ t: 'snap', topic: 'bets', values: [bet(5), bet(6), bet(7), bet(8)], seq: 8, replay: true, ts: 5 });
    t.feed({ t: 'up', ts: 6, bets: [bet(8), bet(9)] }); // 8 again: a duplicate, dropped
    t.flush();
    const seqs = t.deliveries('w1', 'b').flatMap((d) => d.values.map((v) => (v as LiveBet).seq));
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('after the upstream drops, resubscribes from the next bet and passes on exactly the missed ones', () => {
    const t = setup();
    t.attach('w1');
    t.hub.subscribe('w1', { subId: 'b', topic: 'bets' });
    t.connect();
    t.feed({ t: 'snap', topic: 'bets', values: [bet(1)], seq: 1, ts: 1 });
    t.flush();
    t.events().disconnected();
    t.flush();
    expect(t.deliveries('w1', 'b').at(-1)).toMatchObject({ health: 'reconnecting' });
    t.sent.length = 0;
    t.events().connected('epoch-1');
    expect(t.sent).toEqual([{ op: 'sub', topic: 'bets', from: { epoch: 'epoch-1', seq: 2 } }]);
    t.feed({ t: 'snap', topic: 'bets', values: [bet(2), bet(3)], seq: 3, replay: true, ts: 2 });
    t.flush();
    expect(t.deliveries('w1', 'b').at(-1)).toMatchObject({ health: 'live', values: [bet(2), bet(3)] });
  });

  it('releases a closed window’s subscriptions, and the upstream topic when no window needs it any more', () => {
    const t = setup();
    const close1 = t.attach('w1');
    const close2 = t.attach('w2');
    t.hub.subscribe('w1', { subId: 'p', topic: 'prices' });
    t.hub.subscribe('w1', { subId: 'b', topic: 'bets' });
    t.hub.subscribe('w2', { subId: 'p', topic: 'prices' });
    t.connect();
    close1();
    expect(t.hub.subscriptionCount('w1')).toBe(0);
    expect(t.hub.upstreamTopics()).toEqual(['prices']);
    expect(t.sent.at(-1)).toEqual({ op: 'unsub', topic: 'bets' });
    close2();
    expect(t.hub.subscriptionCount()).toBe(0);
    expect(t.hub.upstreamTopics()).toEqual([]);
    expect(t.sent.at(-1)).toEqual({ op: 'unsub', topic: 'prices' });
  });

  it('refuses a topic without the permission and rejects malformed subscriptions', () => {
    const t = setup(false);
    t.attach('w1');
    expect(t.hub.subscribe('w1', { subId: 'p', topic: 'prices' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(t.hub.subscribe('w1', { subId: 'no spaces', topic: 'prices' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(t.hub.subscribe('w1', { subId: 'x', topic: 'secrets' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(t.sent).toEqual([]);
  });

  it('ends every window’s subscriptions on logout and tells them so', () => {
    const t = setup();
    t.attach('w1');
    t.hub.subscribe('w1', { subId: 'p', topic: 'prices' });
    t.hub.stop();
    t.flush();
    expect(t.deliveries('w1', 'p').at(-1)).toMatchObject({ health: 'stopped' });
    expect(t.hub.subscriptionCount()).toBe(0);
  });
});
