import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { saveEventStreamSchema } from '@shared/contract/streaming';
import { openDatabase } from '../../db/database';
import { seedDemoStreams } from './seed';
import { saveStream } from './streams';

const dir = mkdtempSync(join(tmpdir(), 'demo-streams-'));
const db = openDatabase(dir);
// A casino table, whose studio camera is one of the seeded streams (the catalogue is not needed here).
db.prepare(
  `INSERT INTO casino_events (_id, name, game, provider, roundSeconds, minStake, maxStake, createdAt, updatedAt) VALUES ('5f00000000000000000000c1', 'Teen Patti 20-20', 'teenPatti', 'house', 30, 100, 100000, '2026-11-28T00:00:00.000Z', '2026-11-28T00:00:00.000Z')`,
).run();
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const FIRST = 'http://127.0.0.1:4000';
const SECOND = 'http://127.0.0.1:4100';
const add = (name: string, url: string) =>
  saveStream(db, saveEventStreamSchema.parse({ name, url, kind: 'sports', targetType: 'event', targetId: '5f00000000000000000000e1', targetName: 'Home v Away' })).id;
const urlOf = (id: string) => String(db.prepare('SELECT url FROM event_streams WHERE _id = ?').get(id)?.url);
const seededUrls = () => db.prepare('SELECT url FROM event_streams WHERE demoStream IS NOT NULL').all().map((row) => String(row.url));

describe('the demo streams across restarts (the demo exchange gets a new port each time)', () => {
  it('moves the streams an admin added on the demo host to the new port, as it does the seeded ones, and leaves the others', () => {
    seedDemoStreams(db, FIRST);
    expect(seededUrls().length).toBeGreaterThan(0);
    expect(seededUrls().every((url) => url.startsWith(`${FIRST}/media/streams/`))).toBe(true);
    const onDemo = add('Added on the demo host', `${FIRST}/media/streams/moving/index.m3u8?v=1`);
    const elsewhere = add('On a CDN', 'https://cdn.example.com/live/index.m3u8');
    // Another port that merely starts with the old one is another host.
    const longerPort = add('Another local host', `${FIRST}1/live/index.m3u8`);

    seedDemoStreams(db, SECOND);
    expect(urlOf(onDemo)).toBe(`${SECOND}/media/streams/moving/index.m3u8?v=1`);
    expect(seededUrls().every((url) => url.startsWith(`${SECOND}/media/streams/`))).toBe(true);
    expect(urlOf(elsewhere)).toBe('https://cdn.example.com/live/index.m3u8');
    expect(urlOf(longerPort)).toBe(`${FIRST}1/live/index.m3u8`);

    // A start on the same port changes nothing; the next one follows on from it.
    seedDemoStreams(db, SECOND);
    expect(urlOf(onDemo)).toBe(`${SECOND}/media/streams/moving/index.m3u8?v=1`);
    seedDemoStreams(db, FIRST);
    expect(urlOf(onDemo)).toBe(`${FIRST}/media/streams/moving/index.m3u8?v=1`);
    expect(urlOf(longerPort)).toBe(`${FIRST}1/live/index.m3u8`);
  });
});
