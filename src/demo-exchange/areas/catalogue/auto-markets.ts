import type { DatabaseSync } from 'node:sqlite';
import { suggestSelections } from '@shared/catalogue';
import { saveMarketRow } from '../markets/markets';
import { int, text } from '../../kit/sql';

/** The fancy type whose markets the overs list creates, one per line: "6 Over Runs", "10 Over Runs"... */
export const SESSION_RUNS_CODE = 'SESSION_RUNS';

/**
 * Creates the sport's auto markets for a new event: one market per auto market type (selections from
 * the event's teams), plus one session market per overs line when the sport has them.
 */
export const createAutoMarkets = (db: DatabaseSync, eventId: string, now = new Date()): number => {
  const event = db.prepare('SELECT e.name, e.sportId, s.name AS sportName FROM events e JOIN sports s ON s._id = e.sportId WHERE e._id = ?').get(eventId);
  if (!event) return 0;
  const sportId = text(event.sportId);
  const types = db
    .prepare('SELECT t._id, t.code, t.name FROM auto_markets a JOIN market_types t ON t._id = a.marketTypeId WHERE a.sportId = ? ORDER BY a.rowid')
    .all(sportId);
  let created = 0;
  for (const type of types) {
    if (text(type.code) === SESSION_RUNS_CODE) continue;
    const names = suggestSelections(text(type.code), text(event.name), text(event.sportName));
    if (names.length === 0) continue;
    saveMarketRow(db, { eventId, marketTypeId: text(type._id), name: '', status: 'open', inPlay: false, popular: false, externalId: null, selections: names.map((name) => ({ name })) }, now);
    created += 1;
  }
  const session = db.prepare('SELECT _id FROM market_types WHERE code = ? AND (sportId IS NULL OR sportId = ?)').get(SESSION_RUNS_CODE, sportId);
  if (session) {
    for (const line of db.prepare('SELECT overs FROM overs_lines WHERE sportId = ? ORDER BY overs').all(sportId)) {
      saveMarketRow(
        db,
        { eventId, marketTypeId: text(session._id), name: `${int(line.overs)} Over Runs`, status: 'suspended', inPlay: false, popular: false, externalId: null, selections: [{ name: 'Yes' }, { name: 'No' }] },
        now,
      );
      created += 1;
    }
  }
  return created;
};
