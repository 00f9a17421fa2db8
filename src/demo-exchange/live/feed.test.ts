import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrations';
import { seedDemoData } from '../db/seed';
import { LiveFeed } from './feed';
import { createRandom } from './random';

const open: DatabaseSync[] = [];
afterEach(() => open.splice(0).forEach((db) => db.close()));

describe('the live feed', () => {
  it('keeps its price rate per second of wall time when its ticks come late (a busy machine)', async () => {
    const db = new DatabaseSync(':memory:');
    open.push(db);
    runMigrations(db);
    await seedDemoData(db, { adminPassword: 'feed-test-pw' });
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
});
