import type { DatabaseSync } from 'node:sqlite';
import { getKv, setKv } from '../../db/kv';
import { newObjectId } from '../../db/ids';
import { MEDIA_PATH } from '../../http/media';

const SEEDED_KEY = 'streamsSeededAt';
/** The origin the demo exchange served its streams from when it last started. */
const ORIGIN_KEY = 'streamsOrigin';
/** The looping test playlists in resources/demo-streams. */
export const DEMO_STREAMS = ['pitch', 'bars', 'table'] as const;

/** Four walls of eight. */
export const DEMO_WALL_STREAMS = 32;

const demoUrl = (origin: string, name: string) => `${origin}${MEDIA_PATH}${name}/index.m3u8`;

/**
 * On every start, stream URLs follow the demo exchange's port, which changes from start to start: the seeded
 * streams (marked as demo streams) are pointed at their playlist on `origin`, and every other stream whose
 * URL is on the origin of the last start (one an admin added on the demo host) is moved to `origin`, path kept.
 */
export const followDemoOrigin = (db: DatabaseSync, origin: string): void => {
  db.prepare(`UPDATE event_streams SET url = ? || '${MEDIA_PATH}' || demoStream || '/index.m3u8' WHERE demoStream IS NOT NULL`).run(origin);
  const previous = getKv(db, ORIGIN_KEY);
  if (previous !== undefined && previous !== origin) {
    // The origin and the path's slash, compared as text (no LIKE: an origin holds no wildcard, but a URL may).
    const prefix = `${previous}/`;
    db.prepare('UPDATE event_streams SET url = ? || substr(url, ?) WHERE demoStream IS NULL AND substr(url, 1, ?) = ?').run(`${origin}/`, prefix.length + 1, prefix.length, prefix);
  }
  setKv(db, ORIGIN_KEY, origin);
};

/**
 * Demo streams, once: three stream apps, 32 sports streams over the first events (enough for the four walls;
 * the first four also in video section 1) and two casino tables (section 2), all playing the demo's test playlists. On every
 * start the streams on the demo host follow its port (`followDemoOrigin`).
 */
export const seedDemoStreams = (db: DatabaseSync, origin: string, now = new Date()): void => {
  followDemoOrigin(db, origin);
  if (getKv(db, SEEDED_KEY) !== undefined) return;
  const at = now.toISOString();
  const app = (name: string, kind: string) => {
    const id = newObjectId(now);
    db.prepare('INSERT INTO stream_apps (_id, name, kind, notes, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)').run(id, name, kind, 'Demo stream app', at, at);
    return id;
  };
  const sports = app('Sports feed', 'sports');
  const casino = app('Casino studio', 'casino');
  app('Core CDN', 'core');
  const insert = db.prepare(
    `INSERT INTO event_streams (_id, name, url, kind, device, targetType, targetId, targetName, appId, section, demoStream, sequence, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Enough for all four walls (32 tiles): the first events get a second and third camera.
  const events = db.prepare(`SELECT _id, name FROM events ORDER BY openDate, name LIMIT 16`).all();
  for (let index = 0; index < DEMO_WALL_STREAMS && events.length > 0; index += 1) {
    const event = events[index % events.length] as { _id: unknown; name: unknown };
    const demo = DEMO_STREAMS[index % DEMO_STREAMS.length] ?? 'pitch';
    insert.run(newObjectId(now), `Camera ${index + 1}`, demoUrl(origin, demo), 'sports', `encoder-${(index % 4) + 1}`, 'event', String(event._id), String(event.name), sports, index < 4 ? 1 : null, demo, index, at, at);
  }
  // Two of the casino's own tables get a studio camera (seeded before the streams: the casino needs no origin).
  const tables = db.prepare(`SELECT _id, name FROM casino_events WHERE deletedAt IS NULL ORDER BY createdAt, name LIMIT 2`).all();
  tables.forEach((table, index) => {
    const name = String(table.name);
    insert.run(newObjectId(now), `${name} studio`, demoUrl(origin, 'table'), 'casino', 'studio-1', 'casinoTable', String(table._id), name, casino, 2, 'table', 100 + index, at, at);
  });
  setKv(db, SEEDED_KEY, at);
};
