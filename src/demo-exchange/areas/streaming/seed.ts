import type { DatabaseSync } from 'node:sqlite';
import { getKv, setKv } from '../../db/kv';
import { newObjectId } from '../../db/ids';
import { MEDIA_PATH } from '../../http/media';

const SEEDED_KEY = 'streamsSeededAt';
/** The looping test playlists in resources/demo-streams. */
export const DEMO_STREAMS = ['pitch', 'bars', 'table'] as const;

/** Four walls of eight. */
export const DEMO_WALL_STREAMS = 32;

const demoUrl = (origin: string, name: string) => `${origin}${MEDIA_PATH}${name}/index.m3u8`;

/**
 * Demo streams, once: three stream apps, 32 sports streams over the first events (enough for the four walls;
 * the first four also in video section 1) and two casino tables (section 2), all playing the demo's test playlists. On every
 * start their URLs follow the demo exchange's port (they are marked as demo streams).
 */
export const seedDemoStreams = (db: DatabaseSync, origin: string, now = new Date()): void => {
  db.prepare(`UPDATE event_streams SET url = ? || '${MEDIA_PATH}' || demoStream || '/index.m3u8' WHERE demoStream IS NOT NULL`).run(origin);
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
  ['Teen Patti 1', 'Andar Bahar 1'].forEach((table, index) => {
    insert.run(newObjectId(now), `${table} studio`, demoUrl(origin, 'table'), 'casino', 'studio-1', 'casinoTable', `table-${index + 1}`, table, casino, 2, 'table', 100 + index, at, at);
  });
  setKv(db, SEEDED_KEY, at);
};
