import type { DatabaseSync } from 'node:sqlite';
import { SPORTSBOOK_TEMPLATES, teamsOf } from '@shared/catalogue';
import { newObjectId } from '../../db/ids';
import { getKv, setKv } from '../../db/kv';
import { text } from '../../kit/sql';
import { saveMarketRow } from '../markets/markets';

const SEEDED_KEY = 'sportsbookSeededAt';

/**
 * The sportsbook of the small catalogue, once per database (its own marker): a market type per template,
 * and on every football and cricket fixture one market per template of its sport, open, with the house's
 * opening odds per selection.
 */
export const seedSportsbook = (db: DatabaseSync, now = new Date()): void => {
  if (getKv(db, SEEDED_KEY) !== undefined) return;
  const at = now.toISOString();
  for (const template of SPORTSBOOK_TEMPLATES) {
    const sport = db.prepare('SELECT _id FROM sports WHERE externalId = ?').get(template.sport);
    if (!sport || db.prepare('SELECT 1 FROM market_types WHERE code = ?').get(template.code)) continue;
    const typeId = newObjectId(now);
    db.prepare("INSERT INTO market_types (_id, code, name, family, sportId, createdAt, updatedAt) VALUES (?, ?, ?, 'sportsbook', ?, ?, ?)").run(typeId, template.code, template.name, text(sport._id), at, at);
    const events = db.prepare('SELECT _id, name FROM events WHERE sportId = ? ORDER BY openDate LIMIT 20').all(text(sport._id));
    for (const event of events) {
      const [home, away] = teamsOf(text(event.name)) ?? ['Home', 'Away'];
      const selections = template.selections(home, away);
      const { id } = saveMarketRow(db, { eventId: text(event._id), marketTypeId: typeId, name: '', status: 'open', inPlay: false, popular: false, externalId: null, selections: selections.map(([name]) => ({ name })) }, now);
      const ids = db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence').all(id).map((row) => text(row._id));
      ids.forEach((selectionId, i) => db.prepare('INSERT INTO sportsbook_prices (marketId, selectionId, odds, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?)').run(id, selectionId, selections[i]?.[1] ?? 2, at, 'seed'));
    }
  }
  setKv(db, SEEDED_KEY, at);
};
