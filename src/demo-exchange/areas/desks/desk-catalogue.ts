import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { newObjectId } from '../../db/ids';
import { text } from '../../kit/sql';
import { saveSport } from '../catalogue/sports';

/** The market types of the exchange-side families the provider never sends: general (no sport). */
const DESK_TYPES: ReadonlyArray<{ code: string; name: string; family: MarketFamily }> = [
  { code: 'BINARY', name: 'Binary', family: 'binary' },
  { code: 'LOTTERY_DIGIT', name: 'Last Digit', family: 'lottery' },
  { code: 'VIRTUAL_WIN', name: 'Virtual Win', family: 'virtual' },
];

/** The type's id, created the first time it is needed. */
export const deskType = (db: DatabaseSync, code: 'BINARY' | 'LOTTERY_DIGIT' | 'VIRTUAL_WIN', now = new Date()): string => {
  const existing = db.prepare('SELECT _id FROM market_types WHERE code = ?').get(code);
  if (existing) return text(existing._id);
  const type = DESK_TYPES.find((t) => t.code === code) as (typeof DESK_TYPES)[number];
  const id = newObjectId(now);
  db.prepare('INSERT INTO market_types (_id, code, name, family, sportId, createdAt, updatedAt) VALUES (?, ?, ?, ?, NULL, ?, ?)').run(id, type.code, type.name, type.family, now.toISOString(), now.toISOString());
  return id;
};

/** The virtual sport and its competition (the virtual races' meeting), created the first time. */
export const virtualCompetition = (db: DatabaseSync, now = new Date()): string => {
  const sport = db.prepare("SELECT _id FROM sports WHERE name = 'Virtual Sports'").get();
  const sportId = sport ? text(sport._id) : saveSport(db, { name: 'Virtual Sports', externalId: null }, now).id;
  const competition = db.prepare("SELECT _id FROM competitions WHERE sportId = ? AND name = 'Virtual Racing'").get(sportId);
  if (competition) return text(competition._id);
  const id = newObjectId(now);
  db.prepare("INSERT INTO competitions (_id, sportId, name, country, createdAt, updatedAt) VALUES (?, ?, 'Virtual Racing', 'GB', ?, ?)").run(id, sportId, now.toISOString(), now.toISOString());
  return id;
};
