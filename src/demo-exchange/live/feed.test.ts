import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrations';
import { seedDemoData } from '../db/seed';
import { contract, writeTags } from '@shared/contract';
import { LiveFeed, liveMarketsNamed } from './feed';
import { createRandom } from './random';

const open: DatabaseSync[] = [];
afterEach(() => open.splice(0).forEach((db) => db.close()));

/** A database in memory with the demo data, closed after the test. */
const seededDb = async () => {
  const db = new DatabaseSync(':memory:');
  open.push(db);
  runMigrations(db);
  await seedDemoData(db, { adminPassword: 'feed-test-pw' });
  return db;
};

describe('the live feed', () => {
  it("drops a market's liability once its bets are settled: the frame says none is left, and a later window never sees the old one", async () => {
    const db = await seededDb();
    let clock = 1_000_000;
    const feed = new LiveFeed({ db, settings: { feedRate: 0, betsPaused: true, tickMs: 60_000, liveMarkets: 20 }, now: () => clock, random: createRandom(11) });
    try {
      const market = feed.snapshot('markets').values.find((m) => m.status === 'open' && m.takesBets);
      if (!market) throw new Error('the demo has an open live market');
      feed.configure({ betsPaused: false, betRate: 10, betMarketIds: [market.marketId] });
      const exposed = () => feed.snapshot('liability').values.find((v) => v.marketId === market.marketId);
      for (let i = 0; i < 200 && !exposed(); i += 1) {
        clock += 100;
        feed.tick();
      }
      expect(exposed()?.betCount).toBeGreaterThan(0);
      feed.configure({ betsPaused: true });
      const frames: Array<{ marketId: string; liability: number; betCount: number }> = [];
      feed.onFrame((frame) => frames.push(...frame.liability.filter((v) => v.marketId === market.marketId)));
      db.prepare(`UPDATE markets SET status = 'settled' WHERE _id = ?`).run(market.marketId);
      clock += 1;
      feed.poke([`markets:${market.marketId}`]);
      await new Promise((done) => setImmediate(done));
      expect(frames).toEqual([expect.objectContaining({ liability: 0, betCount: 0 })]);
      expect(exposed()).toBeUndefined();
    } finally {
      feed.stop();
    }
  });

  it('reads a market\'s risk book again when a write names it among other tags: a bet voided by hand leaves the monitors', async () => {
    const db = await seededDb();
    let clock = 1_000_000;
    const feed = new LiveFeed({ db, settings: { feedRate: 0, betsPaused: true, tickMs: 60_000, liveMarkets: 20 }, now: () => clock, random: createRandom(12), autoStart: false });
    const market = feed.snapshot('markets').values.find((m) => m.status === 'open' && m.takesBets);
    if (!market) throw new Error('the demo has an open live market');
    feed.configure({ betsPaused: false, betRate: 10, betMarketIds: [market.marketId] });
    const exposed = () => feed.snapshot('liability').values.find((v) => v.marketId === market.marketId);
    for (let i = 0; i < 400 && (exposed()?.betCount ?? 0) < 3; i += 1) {
      clock += 100;
      feed.tick();
    }
    feed.configure({ betsPaused: true });
    const count = exposed()?.betCount ?? 0;
    expect(count).toBeGreaterThanOrEqual(3);
    const bet = db.prepare(`SELECT _id FROM bets WHERE marketId = ? AND status = 'matched' ORDER BY seq LIMIT 1`).get(market.marketId);
    db.prepare(`UPDATE bets SET status = 'voided' WHERE _id = ?`).run(String(bet?._id));
    // The tags a void of one bet writes (results.voidBets): the market, and whole lists beside it.
    feed.poke(writeTags(contract.results.voidBets, { marketId: market.marketId, betIds: [String(bet?._id)], reason: 'test' }));
    clock += 100;
    feed.tick();
    expect(exposed()?.betCount).toBe(count - 1);
  });

  it('keeps its price rate per second of wall time when its ticks come late (a busy machine)', async () => {
    const db = await seededDb();
    let clock = 1_000_000;
    const feed = new LiveFeed({ db, settings: { feedRate: 100, betsPaused: true, tickMs: 25 }, now: () => clock, random: createRandom(3), autoStart: false });
    const moved: number[] = [];
    feed.onFrame((frame) => moved.push(frame.prices.length));
    const tickAfter = (ms: number) => {
      clock += ms;
      feed.tick();
    };
    tickAfter(0);
    for (let i = 0; i < 10; i += 1) tickAfter(25);
    const onTime = moved.splice(0).slice(1).reduce((a, b) => a + b, 0);
    tickAfter(250);
    const late = moved.splice(0).reduce((a, b) => a + b, 0);
    expect(onTime).toBe(25); // 100 a second for 250 ms in ten ticks…
    expect(late).toBe(25); // …and in one late tick
  });

  it('sends a change made through the API at once, not at its next frame', async () => {
    const db = await seededDb();
    // Frames a minute apart: only the poke can explain a frame now.
    const feed = new LiveFeed({ db, settings: { feedRate: 0, betsPaused: true, tickMs: 60_000, liveMarkets: 20 }, random: createRandom(5) });
    try {
      const market = feed.snapshot('markets').values.find((m) => m.status === 'open');
      if (!market) throw new Error('the demo has open live markets');
      const frames: Array<{ marketId: string; status: string }[]> = [];
      feed.onFrame((frame) => frames.push(frame.markets.map((m) => ({ marketId: m.marketId, status: m.status }))));
      db.prepare(`UPDATE markets SET status = 'suspended' WHERE _id = ?`).run(market.marketId);
      feed.poke();
      feed.poke(); // a burst shares one tick
      await new Promise((done) => setImmediate(done));
      expect(frames).toEqual([[{ marketId: market.marketId, status: 'suspended' }]]);
    } finally {
      feed.stop();
    }
  });

  it('suspends a virtual race at its off, in that tick, and the simulated punters’ bets from the off on are refused', async () => {
    const db = await seededDb();
    const race = db.prepare(`SELECT m._id, e.openDate FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'virtual' ORDER BY e.openDate LIMIT 1`).get();
    const marketId = String(race?._id);
    const off = new Date(String(race?.openDate)).getTime();
    // A bet delay, so that bets asked for just before the off are decided after it; popular, so that it is among the few live markets.
    db.prepare('UPDATE markets SET betDelaySeconds = 1, popular = 1, popularSequence = 0 WHERE _id = ?').run(marketId);
    let clock = off - 1_500;
    const feed = new LiveFeed({ db, settings: { feedRate: 0, betRate: 40, tickMs: 100, liveMarkets: 10, betMarketIds: [marketId] }, now: () => clock, random: createRandom(21), autoStart: false });
    expect(feed.snapshot('markets').values.map((m) => m.marketId)).toContain(marketId);
    const changes: Array<{ at: number; to: string }> = [];
    feed.onFrame((frame) => changes.push(...frame.status.filter((c) => c.marketId === marketId).map((c) => ({ at: clock, to: c.to }))));
    for (; clock < off + 1_500; clock += 100) feed.tick();
    expect(changes).toEqual([{ at: off, to: 'suspended' }]);
    // Bets decided before the off were matched (some of them); every bet decided from the off on was refused, in words.
    const bets = db.prepare('SELECT status, message, decidedAt FROM bets WHERE marketId = ?').all(marketId);
    const late = bets.filter((b) => String(b.decidedAt) >= new Date(off).toISOString());
    expect(bets.some((b) => b.status === 'matched')).toBe(true);
    expect(late.length).toBeGreaterThan(0);
    for (const bet of late) expect(bet).toMatchObject({ status: 'refused', message: expect.stringMatching(/^The race is off/) });
  });

  it('re-reads the live markets a write names at once, leaves the feed alone for a write naming none, and catches other changes a slice at a time', async () => {
    expect(liveMarketsNamed(['markets:a', 'fancy:b', 'audit'])).toEqual(['a', 'b']);
    expect(liveMarketsNamed(['audit'])).toEqual([]);
    // An event switched off, a whole list, a bet delay: any live market may have changed.
    expect(liveMarketsNamed(['events:e1'])).toBeUndefined();
    expect(liveMarketsNamed(['markets'])).toBeUndefined();
    expect(liveMarketsNamed(['betLimits', 'markets:a'])).toBeUndefined();

    const db = await seededDb();
    let clock = 1_000_000;
    const feed = new LiveFeed({ db, settings: { feedRate: 0, betsPaused: true, tickMs: 60_000, liveMarkets: 20 }, now: () => clock, random: createRandom(7) });
    try {
      const live = feed.snapshot('markets').values.filter((m) => m.status === 'open');
      const [first, second] = live;
      if (!first || !second) throw new Error('the demo has open live markets');
      const notLive = String(db.prepare(`SELECT _id FROM markets WHERE _id NOT IN (${live.map(() => '?').join(',')}) AND status = 'open' LIMIT 1`).get(...live.map((m) => m.marketId))?._id);
      feed.tick();
      const seen: string[] = [];
      feed.onFrame((frame) => seen.push(...frame.markets.map((m) => `${m.marketId}:${m.status}`)));
      const ticks: number[] = [];
      feed.onFrame(() => ticks.push(clock));
      db.prepare(`UPDATE markets SET status = 'suspended' WHERE _id IN (?, ?)`).run(first.marketId, second.marketId);

      feed.poke([`markets:${notLive}`, 'audit']);
      await new Promise((done) => setImmediate(done));
      expect(ticks).toEqual([]);

      clock += 1;
      feed.poke([`markets:${first.marketId}`, 'audit']);
      await new Promise((done) => setImmediate(done));
      expect(ticks).toHaveLength(1);
      expect(seen).toContain(`${first.marketId}:suspended`);

      // The other change, made with no write through the API, within one second of 25 ms ticks.
      for (let i = 0; i < 40 && !seen.includes(`${second.marketId}:suspended`); i += 1) {
        clock += 25;
        feed.tick();
      }
      expect(seen).toContain(`${second.marketId}:suspended`);
    } finally {
      feed.stop();
    }
  });
});
