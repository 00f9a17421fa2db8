import type { DatabaseSync } from 'node:sqlite';
import { MARKET_FAMILIES, type MarketFamily, type MarketStatus } from '@shared/catalogue';
import type { EventsData } from '@shared/contract/exchange-desks';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';

/** One event's data: its markets (by family, in the site's order) and how many of each family are open. */
export const eventsData = (db: DatabaseSync, eventId: string): EventsData => {
  const event = db
    .prepare('SELECT e._id, e.name, e.openDate, s.name AS sportName, c.name AS competitionName FROM events e JOIN sports s ON s._id = e.sportId JOIN competitions c ON c._id = e.competitionId WHERE e._id = ?')
    .get(eventId);
  if (!event) throw new ApiError(404, 'No such event.');
  const markets = db
    .prepare('SELECT m._id, m.name, m.status, t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m.eventId = ? ORDER BY m.sequence, m.name')
    .all(eventId)
    .map((m) => ({ marketId: text(m._id), name: text(m.name), family: text(m.family) as MarketFamily, status: text(m.status) as MarketStatus }));
  const families = MARKET_FAMILIES.map((family) => {
    const of = markets.filter((m) => m.family === family);
    return { family, markets: of.length, open: of.filter((m) => m.status === 'open').length };
  }).filter((f) => f.markets > 0);
  return { eventId, eventName: text(event.name), sportName: text(event.sportName), competitionName: text(event.competitionName), openDate: text(event.openDate), families, markets };
};
