import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily, MarketStatus } from '@shared/catalogue';
import type { DeskPrice } from '@shared/contract/exchange-desks';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';
import { requirePriceable } from './desk-markets';
import { requireNoResultKept, resultKeptOn } from '../results/result-kept';

/** The families priced on the exchange-side desks by the house (match odds comes from the feed). */
export const HOUSE_PRICED: readonly MarketFamily[] = ['binary', 'lottery'];

const marketOf = (db: DatabaseSync, marketId: string) =>
  db.prepare('SELECT m._id, m.name, m.status, e.name AS eventName, t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId);

/** A binary or lottery market with its runners' house prices (points: 90 means decimal odds 1.90), and whether it has a result kept. */
export const deskPrice = (db: DatabaseSync, marketId: string, family?: MarketFamily): DeskPrice => {
  const market = marketOf(db, marketId);
  const actual = text(market?.family) as MarketFamily;
  if (!market || !HOUSE_PRICED.includes(actual) || (family && family !== actual)) throw new ApiError(404, `No such ${family ?? 'binary or lottery'} market.`);
  const rows = db
    .prepare('SELECT s._id, s.name, s.status, p.back, p.lay, p.updatedAt, p.updatedBy FROM selections s LEFT JOIN desk_prices p ON p.selectionId = s._id AND p.marketId = s.marketId WHERE s.marketId = ? ORDER BY s.sequence')
    .all(marketId);
  const last = rows.filter((r) => r.updatedAt !== null).sort((a, b) => text(b.updatedAt).localeCompare(text(a.updatedAt)))[0];
  return {
    marketId,
    name: text(market.name),
    eventName: text(market.eventName),
    family: actual,
    status: text(market.status) as MarketStatus,
    runners: rows.map((r) => ({ selectionId: text(r._id), name: text(r.name), status: text(r.status), back: r.back === null ? null : Number(r.back), lay: r.lay === null ? null : Number(r.lay) })),
    updatedAt: last ? text(last.updatedAt) : null,
    updatedBy: last?.updatedBy ? text(last.updatedBy) : null,
    resultEntered: resultKeptOn(db, marketId),
  };
};

/**
 * Sets each runner's price (by its position: a binary market's YES then NO; every digit of a lottery market).
 * Refused on a closed, settled or voided market, and on one with a result kept until that result is voided.
 */
export const saveDeskPrices = (db: DatabaseSync, marketId: string, family: 'binary' | 'lottery', pointsOf: (index: number) => number, by: string, now = new Date()) => {
  const before = deskPrice(db, marketId, family);
  requirePriceable(before);
  requireNoResultKept(before);
  if (family === 'binary' && before.runners.length !== 2) throw new ApiError(409, 'A binary market has exactly two runners (YES and NO).');
  const upsert = db.prepare(
    `INSERT INTO desk_prices (marketId, selectionId, back, lay, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (marketId, selectionId) DO UPDATE SET back = excluded.back, lay = excluded.lay, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
  );
  before.runners.forEach((r, index) => {
    const points = pointsOf(index);
    upsert.run(marketId, r.selectionId, points, points, now.toISOString(), by);
  });
  return { before, after: deskPrice(db, marketId, family) };
};

/** The house prices of the given markets as a rates book, for the live feed (punters bet at them). */
export const deskQuotes = (db: DatabaseSync, marketIds: readonly string[]): Map<string, Array<{ selectionId: string; back: number; lay: number }>> => {
  const quotes = new Map<string, Array<{ selectionId: string; back: number; lay: number }>>();
  if (marketIds.length === 0) return quotes;
  const select = db.prepare('SELECT p.selectionId, p.back, p.lay FROM desk_prices p JOIN selections s ON s._id = p.selectionId WHERE p.marketId = ? ORDER BY s.sequence');
  for (const marketId of marketIds) {
    const runners = select.all(marketId).map((r) => ({ selectionId: text(r.selectionId), back: Number(r.back), lay: Number(r.lay) }));
    if (runners.length > 0) quotes.set(marketId, runners);
  }
  return quotes;
};
