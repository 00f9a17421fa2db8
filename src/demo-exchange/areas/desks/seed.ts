import type { DatabaseSync } from 'node:sqlite';
import { getKv, setKv } from '../../db/kv';
import { text } from '../../kit/sql';
import { saveMarketRow } from '../markets/markets';
import { deskType } from './desk-catalogue';
import { saveDeskPrices } from './house-prices';
import { scheduleVirtualRaces } from './virtual-schedule';

const SEEDED_KEY = 'houseDesksSeededAt';
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The exchange-side desks' first markets, once per database (after the catalogue): on the IPL match in
 * play, a binary proposition and a last-digit lottery, priced; and the virtual schedule's first races.
 */
export const seedHouseDesks = (db: DatabaseSync, now = new Date()): void => {
  if (getKv(db, SEEDED_KEY) !== undefined) return;
  const event = db.prepare("SELECT _id FROM events WHERE name = 'Chennai Super Kings v Mumbai Indians'").get();
  if (event) {
    const eventId = text(event._id);
    const market = (code: 'BINARY' | 'LOTTERY_DIGIT', name: string, selections: string[]) =>
      saveMarketRow(db, { eventId, marketTypeId: deskType(db, code, now), name, status: 'open', inPlay: true, popular: false, externalId: null, selections: selections.map((s) => ({ name: s })) }, now).id;
    saveDeskPrices(db, market('BINARY', 'A six in overs 1-6?', ['Yes', 'No']), 'binary', (i) => (i === 0 ? 80 : 110), 'admin', now);
    saveDeskPrices(db, market('LOTTERY_DIGIT', 'Last digit of the 6-over score', DIGITS), 'lottery', () => 850, 'admin', now);
    saveDeskPrices(db, market('LOTTERY_DIGIT', 'Last digit of the 10-over score', DIGITS), 'lottery', () => 850, 'admin', now);
  }
  scheduleVirtualRaces(db, 6, 5, now);
  setKv(db, SEEDED_KEY, now.toISOString());
};
