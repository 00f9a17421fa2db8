import type { DatabaseSync } from 'node:sqlite';
import { toMajor } from '@shared/money/amounts';
import type { FancyBook, FancyMarket, FancyPrice } from '@shared/contract/fancy';
import { ApiError } from '../../http/api-error';
import { text, type Row } from '../../kit/sql';
import { marketBook } from '../../money/book';
import { deskMarketHead, requirePriceable } from '../desks/desk-markets';
import { hasResultKept, requireNoResultKept } from '../results/result-kept';

const VIEW = `SELECT m._id AS marketId, m.name, m.eventId, e.name AS eventName, m.status, p.noLine, p.noRate, p.yesLine, p.yesRate, p.updatedAt AS priceUpdatedAt, p.updatedBy AS priceUpdatedBy,
    ${hasResultKept('m')} AS resultEntered
  FROM markets m JOIN market_types t ON t._id = m.marketTypeId JOIN events e ON e._id = m.eventId LEFT JOIN fancy_prices p ON p.marketId = m._id
  WHERE t.family = 'fancy'`;

const priceOf = (row: Row): FancyPrice | null =>
  row.noLine === null || row.noLine === undefined ? null : { noLine: Number(row.noLine), noRate: Number(row.noRate), yesLine: Number(row.yesLine), yesRate: Number(row.yesRate) };

const toFancyMarket = (row: Row): FancyMarket => ({
  ...deskMarketHead(row, text(row.marketId)),
  price: priceOf(row),
  priceUpdatedAt: row.priceUpdatedAt === null ? null : text(row.priceUpdatedAt),
  priceUpdatedBy: row.priceUpdatedBy === null ? null : text(row.priceUpdatedBy),
  resultEntered: Number(row.resultEntered) === 1,
});

export const listFancyMarkets = (db: DatabaseSync, eventId?: string): FancyMarket[] =>
  db.prepare(`${VIEW} ${eventId ? 'AND m.eventId = ?' : ''} ORDER BY e.openDate, m.sequence, m.name LIMIT 200`).all(...(eventId ? [eventId] : [])).map(toFancyMarket);

export const getFancyMarket = (db: DatabaseSync, marketId: string): FancyMarket => {
  const row = db.prepare(`${VIEW} AND m._id = ?`).get(marketId);
  if (!row) throw new ApiError(404, 'No such fancy market.');
  return toFancyMarket(row);
};

/**
 * The new quote, once the market can take one: open or suspended (not ball running, closed, settled or
 * voided), and without a result entered (not voided).
 */
export const saveFancyPrice = (db: DatabaseSync, marketId: string, price: FancyPrice, by: string, now = new Date()) => {
  const before = getFancyMarket(db, marketId);
  requirePriceable(before);
  requireNoResultKept(before);
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO fancy_prices (marketId, noLine, noRate, yesLine, yesRate, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (marketId) DO UPDATE SET noLine = excluded.noLine, noRate = excluded.noRate, yesLine = excluded.yesLine, yesRate = excluded.yesRate, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
  ).run(marketId, price.noLine, price.noRate, price.yesLine, price.yesRate, at, by);
  db.prepare('INSERT INTO fancy_price_history (marketId, at, by, before, after) VALUES (?, ?, ?, ?, ?)').run(marketId, at, by, before.price ? JSON.stringify(before.price) : null, JSON.stringify(price));
  return { before, after: getFancyMarket(db, marketId) };
};

export const fancyHistory = (db: DatabaseSync, marketId: string) =>
  db
    .prepare('SELECT at, by, before, after FROM fancy_price_history WHERE marketId = ? ORDER BY id DESC LIMIT 100')
    .all(marketId)
    .map((row) => ({ at: text(row.at), by: row.by === null ? null : text(row.by), before: row.before === null ? null : (JSON.parse(text(row.before)) as FancyPrice), after: JSON.parse(text(row.after)) as FancyPrice }));

/** The house's side of the market's matched bets by result position, in rupees. */
export const fancyBook = (db: DatabaseSync, marketId: string): FancyBook => {
  getFancyMarket(db, marketId);
  const book = marketBook(db, marketId);
  if (!book || book.kind !== 'line') return { positions: [], worst: 0, betCount: 0, stake: 0 };
  return {
    positions: book.positions.map((p) => ({ from: Number.isFinite(p.from) ? p.from : null, pnl: toMajor(p.pnl) })),
    worst: toMajor(book.worst),
    betCount: book.betCount,
    stake: toMajor(book.stake),
  };
};

/** Every quote of the given markets, for the live feed (the desk's price is the market's book). */
export const fancyQuotes = (db: DatabaseSync, marketIds: readonly string[]): Map<string, FancyPrice> => {
  if (marketIds.length === 0) return new Map();
  const rows = db.prepare(`SELECT * FROM fancy_prices WHERE marketId IN (${marketIds.map(() => '?').join(', ')})`).all(...marketIds);
  return new Map(rows.map((row) => [text(row.marketId), priceOf(row) as FancyPrice]));
};
