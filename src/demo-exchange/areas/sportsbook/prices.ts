import type { DatabaseSync } from 'node:sqlite';
import type { SelectionQuote, SportsbookMarket } from '@shared/contract/sportsbook';
import { toMajor } from '@shared/money/amounts';
import { ApiError, fieldMessage } from '../../http/api-error';
import { text, type Row } from '../../kit/sql';
import { marketBook } from '../../money/book';
import { matchedBySelection, recentBets } from '../desks/recent-bets';
import { deskMarketHead, requirePriceable, runnerDeskMarkets, runnerPnl } from '../desks/desk-markets';
import { recordPriceChange } from '../desks/price-history';
import { requireNoResultKept, resultKeptOn } from '../results/result-kept';

const toSportsbookMarket = (db: DatabaseSync, row: Row): SportsbookMarket => {
  const marketId = text(row._id);
  const book = marketBook(db, marketId);
  const pnl = runnerPnl(book);
  const selections = db
    .prepare(`SELECT s._id, s.name, s.status, p.odds, p.updatedAt, p.updatedBy FROM selections s LEFT JOIN sportsbook_prices p ON p.marketId = s.marketId AND p.selectionId = s._id WHERE s.marketId = ? AND s.status <> 'removed' ORDER BY s.sequence`)
    .all(marketId);
  const latest = selections.filter((s) => s.updatedAt !== null).sort((a, b) => text(a.updatedAt).localeCompare(text(b.updatedAt))).at(-1);
  return {
    ...deskMarketHead(row, marketId),
    selections: selections.map((s) => ({ selectionId: text(s._id), name: text(s.name), status: text(s.status), odds: s.odds === null ? null : Number(s.odds), pnl: pnl.get(text(s._id)) ?? 0 })),
    betCount: book?.betCount ?? 0,
    stake: toMajor(book?.stake ?? 0),
    worst: toMajor(book?.worst ?? 0),
    priceUpdatedAt: latest ? text(latest.updatedAt) : null,
    priceUpdatedBy: latest && latest.updatedBy !== null ? text(latest.updatedBy) : null,
    resultEntered: resultKeptOn(db, marketId),
  };
};

export const sportsbookMarkets = runnerDeskMarkets('sportsbook', 'No such sportsbook market.', toSportsbookMarket);
export const getSportsbookMarket = sportsbookMarkets.get;

export const formatOdds = (odds: number | null): string | null => (odds === null ? null : odds.toFixed(2));

/**
 * New odds for some of a market's selections. Every selection quoted must be the market's own; a closed,
 * settled or voided market takes no price, nor one with a result entered (not voided); the error names the
 * field, and nothing changes.
 */
export const saveSportsbookPrice = (db: DatabaseSync, marketId: string, quotes: readonly SelectionQuote[], by: string, now = new Date()) => {
  const before = getSportsbookMarket(db, marketId);
  requirePriceable(before);
  requireNoResultKept(before);
  const known = new Set(before.selections.map((s) => s.selectionId));
  const stranger = quotes.findIndex((q) => !known.has(q.selectionId));
  if (stranger >= 0) throw new ApiError(400, fieldMessage(`selections.${stranger}.selectionId`, 'Every selection quoted must be one of this market’s.'));
  const upsert = db.prepare(
    `INSERT INTO sportsbook_prices (marketId, selectionId, odds, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (marketId, selectionId) DO UPDATE SET odds = excluded.odds, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
  );
  for (const q of quotes) upsert.run(marketId, q.selectionId, q.odds, now.toISOString(), by);
  const after = getSportsbookMarket(db, marketId);
  recordPriceChange(db, marketId, { before: before.selections, after: after.selections, priceOf: (s) => formatOdds(s.odds), by, at: now });
  return { before, after };
};

/** Matched volume per selection and the market's recent bets. */
export const sportsbookVolume = (db: DatabaseSync, marketId: string) => {
  const market = getSportsbookMarket(db, marketId);
  const matched = matchedBySelection(db, marketId);
  return {
    selections: market.selections.map((s) => ({ selectionId: s.selectionId, name: s.name, ...(matched.get(s.selectionId) ?? { bets: 0, stake: 0 }) })),
    recent: recentBets(db, marketId),
  };
};

/** The desk's odds of the given markets, for the live feed: a quoted sportsbook market's book is its odds. */
export const sportsbookQuotes = (db: DatabaseSync, marketIds: readonly string[]): Map<string, Array<{ selectionId: string; odds: number }>> => {
  const quotes = new Map<string, Array<{ selectionId: string; odds: number }>>();
  if (marketIds.length === 0) return quotes;
  const rows = db.prepare(`SELECT marketId, selectionId, odds FROM sportsbook_prices WHERE marketId IN (${marketIds.map(() => '?').join(', ')}) ORDER BY marketId, selectionId`).all(...marketIds);
  for (const row of rows) {
    const list = quotes.get(text(row.marketId)) ?? [];
    list.push({ selectionId: text(row.selectionId), odds: Number(row.odds) });
    quotes.set(text(row.marketId), list);
  }
  return quotes;
};
