import type { DatabaseSync } from 'node:sqlite';
import { getKv, setKv } from '../../db/kv';
import { int, text } from '../../kit/sql';
import { createRandom, type Random } from '../../live/random';
import { saveEventRow } from '../catalogue/events';
import { saveMarketRow } from '../markets/markets';
import { deskType, virtualCompetition } from './desk-catalogue';

const SEED_KEY = 'virtualScheduleSeed';
const COURSES = ['Portman Park', 'Steepledown', 'Millersfield', 'Brushwood Downs', 'Lakeside Vale'] as const;
const HORSES = [
  'Amber Signal', 'Bold Harbour', 'Copper Kettle', 'Dusty Lantern', 'Evening Tide', 'Fennel Star', 'Granite Lad', 'Hazel Quest', 'Iron Whisper', 'Jasper Moon',
  'Kestrel Run', 'Lucky Thimble', 'Marble Arch', 'Nutmeg Express', 'Opal Storm', 'Pepper Mill', 'Quiet Rebel', 'Rosy Dawn', 'Silver Ladle', 'Tin Soldier',
] as const;

const shuffled = <T>(items: readonly T[], random: Random): T[] => {
  const out = [...items];
  for (let j = out.length - 1; j > 0; j -= 1) {
    const k = random.int(0, j);
    [out[j], out[k]] = [out[k] as T, out[j] as T];
  }
  return out;
};

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

/**
 * The seeded model's next virtual races: `count` races, one every `everyMinutes` after the last one
 * scheduled (or from the next whole minute), each with a win market of 6–10 runners drawn by the model.
 * Each call takes the next seed, kept in the database, so the same seed always gives the same card; the
 * virtual results job draws each race's winner at its time.
 */
export const scheduleVirtualRaces = (db: DatabaseSync, count: number, everyMinutes: number, now = new Date()) => {
  const seed = int(getKv(db, SEED_KEY) ?? '0') + 1;
  setKv(db, SEED_KEY, String(seed));
  const random = createRandom(seed);
  const competitionId = virtualCompetition(db, now);
  const typeId = deskType(db, 'VIRTUAL_WIN', now);
  const last = db.prepare('SELECT MAX(openDate) AS at FROM events WHERE competitionId = ?').get(competitionId)?.at;
  const nextMinute = Math.ceil(now.getTime() / 60_000) * 60_000;
  let at = Math.max(nextMinute, last ? new Date(text(last)).getTime() + everyMinutes * 60_000 : 0);
  let first: string | null = null;
  for (let i = 0; i < count; i += 1, at += everyMinutes * 60_000) {
    const off = new Date(at);
    const course = random.pick(COURSES);
    const field = shuffled(HORSES, random).slice(0, random.int(6, 10));
    const { id } = saveEventRow(db, { competitionId, name: `${hhmm(off)} ${course}`, openDate: off.toISOString(), country: 'GB', inPlayCapable: false, externalId: null }, now);
    saveMarketRow(db, { eventId: id, marketTypeId: typeId, name: 'Virtual Win', status: 'open', inPlay: false, popular: false, externalId: null, selections: field.map((name) => ({ name })) }, now);
    first ??= off.toISOString();
  }
  return { created: count, seed, first };
};
