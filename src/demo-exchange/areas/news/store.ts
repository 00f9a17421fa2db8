import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { FAMILY_PERMISSIONS } from '@shared/contract/families';
import type { NewsFamily, NewsLine } from '@shared/contract/news';
import type { PermissionKey } from '@shared/permissions';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';

/** The flag that writes a family's news: the desk's own; racing and the exchange's markets are Exchange Management's. */
export const NEWS_PERMISSIONS: Record<NewsFamily, PermissionKey> = {
  fancy: FAMILY_PERMISSIONS.fancy,
  sportsbook: FAMILY_PERMISSIONS.sportsbook,
  bookmaker: FAMILY_PERMISSIONS.bookmaker,
  racing: FAMILY_PERMISSIONS.racing,
  exchange: 'exchangeManagement',
};

const EXCHANGE_FAMILIES: readonly MarketFamily[] = ['matchOdds', 'binary', 'lottery', 'virtual'];
const fits = (news: NewsFamily, family: MarketFamily) => (news === 'exchange' ? EXCHANGE_FAMILIES.includes(family) : news === family);

/** "Event: market" for a market of the family, the event's name for an event; 404 for anything else. */
const targetName = (db: DatabaseSync, family: NewsFamily, targetId: string): string => {
  const market = db.prepare('SELECT m.name, e.name AS eventName, t.family FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(targetId);
  if (market) {
    if (!fits(family, text(market.family) as MarketFamily)) throw new ApiError(404, `No such ${family} market.`);
    return `${text(market.eventName)}: ${text(market.name)}`;
  }
  const event = db.prepare('SELECT name FROM events WHERE _id = ?').get(targetId);
  if (!event) throw new ApiError(404, 'No such market or event.');
  return text(event.name);
};

export const getNews = (db: DatabaseSync, family: NewsFamily, targetId: string): NewsLine => {
  const name = targetName(db, family, targetId);
  const row = db.prepare('SELECT text, updatedAt, updatedBy FROM news_lines WHERE family = ? AND targetId = ?').get(family, targetId);
  return { family, targetId, targetName: name, text: row ? text(row.text) : '', updatedAt: row ? text(row.updatedAt) : null, updatedBy: row && row.updatedBy !== null ? text(row.updatedBy) : null };
};

/** Writes (or, with an empty text, takes down) the news line; answers it before and after. */
export const saveNews = (db: DatabaseSync, family: NewsFamily, targetId: string, news: string, by: string, now = new Date()) => {
  const before = getNews(db, family, targetId);
  if (news === '') db.prepare('DELETE FROM news_lines WHERE family = ? AND targetId = ?').run(family, targetId);
  else
    db.prepare(
      `INSERT INTO news_lines (family, targetId, text, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (family, targetId) DO UPDATE SET text = excluded.text, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
    ).run(family, targetId, news, now.toISOString(), by);
  return { before, after: getNews(db, family, targetId) };
};
