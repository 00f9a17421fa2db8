import type { DatabaseSync } from 'node:sqlite';
import type { MarketStatus } from '@shared/catalogue';
import { toMajor } from '@shared/money/amounts';
import { ApiError } from '../../http/api-error';
import { text, type Row } from '../../kit/sql';
import type { HouseBook } from '../../money/book';

/** What every pricing desk's market starts with (bookmaker, sportsbook, fancy): the market, its event and status. */
export const deskMarketHead = (row: Row, marketId = text(row._id)) => ({
  marketId,
  name: text(row.name),
  eventId: text(row.eventId),
  eventName: text(row.eventName),
  status: text(row.status) as MarketStatus,
});

const PRICEABLE: readonly MarketStatus[] = ['open', 'suspended'];

/** A desk's market takes a price only while open or suspended (not closed, settled or voided): a 409 otherwise. */
export const requirePriceable = (market: { readonly status: MarketStatus }): void => {
  if (!PRICEABLE.includes(market.status)) throw new ApiError(409, `This market is ${market.status}: it takes no price.`);
};

/** The house's P/L per runner if it wins, in rupees, from a runner market's book (none for any other). */
export const runnerPnl = (book: HouseBook | undefined): Map<string, number> =>
  new Map(book?.kind === 'runner' ? book.outcomes.map((o) => [o.outcomeId, toMajor(o.pnl)]) : []);

/**
 * How a runner desk (bookmaker, sportsbook) reads the markets of its family: `list` the first 100 by event
 * date (of one event, or all), `get` one (a 404 `notFound` when it is not a market of the family); each row
 * (`_id`, name, eventId, eventName, status) is mapped by the desk's `toMarket`.
 */
export const runnerDeskMarkets = <M>(family: 'bookmaker' | 'sportsbook', notFound: string, toMarket: (db: DatabaseSync, row: Row) => M) => {
  const markets = `SELECT m._id, m.name, m.eventId, e.name AS eventName, m.status FROM markets m JOIN market_types t ON t._id = m.marketTypeId JOIN events e ON e._id = m.eventId WHERE t.family = '${family}'`;
  return {
    list: (db: DatabaseSync, eventId?: string): M[] =>
      db.prepare(`${markets} ${eventId ? 'AND m.eventId = ?' : ''} ORDER BY e.openDate, m.sequence LIMIT 100`).all(...(eventId ? [eventId] : [])).map((row) => toMarket(db, row)),
    get: (db: DatabaseSync, marketId: string): M => {
      const row = db.prepare(`${markets} AND m._id = ?`).get(marketId);
      if (!row) throw new ApiError(404, notFound);
      return toMarket(db, row);
    },
  };
};
