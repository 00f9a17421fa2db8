import type { DatabaseSync } from 'node:sqlite';
import type { BookmakerMarket, RunnerQuote } from '@shared/contract/bookmaker';
import { ApiError } from '../../http/api-error';
import { text, type Row } from '../../kit/sql';
import { marketBook } from '../../money/book';
import { deskMarketHead, requirePriceable, runnerDeskMarkets, runnerPnl } from '../desks/desk-markets';
import { recordPriceChange } from '../desks/price-history';
import { requireNoResultKept, resultKeptOn } from '../results/result-kept';

const toBookmakerMarket = (db: DatabaseSync, row: Row): BookmakerMarket => {
  const marketId = text(row._id);
  const book = marketBook(db, marketId);
  const pnl = runnerPnl(book);
  const runners = db
    .prepare(`SELECT s._id, s.name, s.status, p.back, p.lay, p.updatedAt, p.updatedBy FROM selections s LEFT JOIN bookmaker_prices p ON p.marketId = s.marketId AND p.selectionId = s._id WHERE s.marketId = ? ORDER BY s.sequence`)
    .all(marketId);
  // The last rates sent: the runner quoted last says when, and by whom.
  const last = runners.filter((r) => r.updatedAt !== null).sort((a, b) => text(a.updatedAt).localeCompare(text(b.updatedAt))).at(-1);
  return {
    ...deskMarketHead(row, marketId),
    runners: runners.map((r) => ({
      selectionId: text(r._id),
      name: text(r.name),
      status: text(r.status),
      back: r.back === null ? null : Number(r.back),
      lay: r.lay === null ? null : Number(r.lay),
      pnl: pnl.get(text(r._id)) ?? 0,
    })),
    betCount: book?.betCount ?? 0,
    priceUpdatedAt: last === undefined ? null : text(last.updatedAt),
    priceUpdatedBy: last === undefined || last.updatedBy === null ? null : text(last.updatedBy),
    resultEntered: resultKeptOn(db, marketId),
  };
};

export const bookmakerMarkets = runnerDeskMarkets('bookmaker', 'No such bookmaker market.', toBookmakerMarket);
export const getBookmakerMarket = bookmakerMarkets.get;

/**
 * Every runner quoted must be one of the market's; a closed, settled or voided market takes no price, nor
 * one with a result entered (not voided).
 */
export const saveBookmakerPrice = (db: DatabaseSync, marketId: string, runners: readonly RunnerQuote[], by: string, now = new Date()) => {
  const before = getBookmakerMarket(db, marketId);
  requirePriceable(before);
  requireNoResultKept(before);
  const known = new Set(before.runners.map((r) => r.selectionId));
  if (runners.some((r) => !known.has(r.selectionId))) throw new ApiError(400, 'Every runner quoted must be one of this market’s.');
  const upsert = db.prepare(
    `INSERT INTO bookmaker_prices (marketId, selectionId, back, lay, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (marketId, selectionId) DO UPDATE SET back = excluded.back, lay = excluded.lay, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
  );
  for (const r of runners) upsert.run(marketId, r.selectionId, r.back, r.lay, now.toISOString(), by);
  const after = getBookmakerMarket(db, marketId);
  recordPriceChange(db, marketId, { before: before.runners, after: after.runners, priceOf: (r) => (r.back === null ? null : `${r.back}/${r.lay}`), by, at: now });
  return { before, after };
};

/** The desk's quotes of the given markets, for the live feed: a fully quoted market's book is its quotes. */
export const bookmakerQuotes = (db: DatabaseSync, marketIds: readonly string[]): Map<string, Array<{ selectionId: string; back: number; lay: number }>> => {
  if (marketIds.length === 0) return new Map();
  const rows = db.prepare(`SELECT marketId, selectionId, back, lay FROM bookmaker_prices WHERE marketId IN (${marketIds.map(() => '?').join(', ')}) ORDER BY marketId`).all(...marketIds);
  const quotes = new Map<string, Array<{ selectionId: string; back: number; lay: number }>>();
  for (const row of rows) {
    const list = quotes.get(text(row.marketId)) ?? [];
    list.push({ selectionId: text(row.selectionId), back: Number(row.back), lay: Number(row.lay) });
    quotes.set(text(row.marketId), list);
  }
  return quotes;
};
