import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { RISK_MARKET_ORDER, type RiskMarket } from '@shared/contract/risk';
import { orderSql, pageOf, searchIn, type Page, type Paging } from '../../kit/paging';
import { int, text, Where } from '../../kit/sql';
import { openBookSummary } from './open-book-summary';

const ORDER_SQL = { marketName: 'm.name COLLATE NOCASE', eventName: 'e.name COLLATE NOCASE', sportName: 's.name COLLATE NOCASE', exposure: 'x.exposure', punters: 'x.punters' } as const;

/**
 * Markets by what punters have at risk on them, largest first: only markets with a reservation (open
 * bets), so the list is as long as the live book, not the catalogue. The rows of the page (never the whole
 * list) are completed from each market's open book: its bets, their stake and the house's worst case.
 */
export const riskMarkets = (db: DatabaseSync, filter: Paging & { family?: MarketFamily | undefined }): Page<RiskMarket> => {
  const page = exposurePage(db, filter);
  return { ...page, data: page.data.map((row) => ({ ...row, ...openBookSummary(db, row.marketId) })) };
};

const exposurePage = (db: DatabaseSync, filter: Paging & { family?: MarketFamily | undefined }) => {
  const where = new Where();
  if (filter.family) where.add('t.family = ?', filter.family);
  const from = `FROM (SELECT marketId, SUM(exposure) AS exposure, COUNT(*) AS punters FROM market_exposure GROUP BY marketId) x
    JOIN markets m ON m._id = x.marketId JOIN events e ON e._id = m.eventId JOIN sports s ON s._id = m.sportId JOIN market_types t ON t._id = m.marketTypeId`;
  return pageOf(
    db,
    filter,
    {
      from,
      where,
      search: searchIn('m.name', 'e.name'),
      page: (w) =>
        `SELECT m._id, m.name, m.status, e.name AS eventName, s.name AS sportName, t.family, x.exposure, x.punters
         ${from} ${w} ORDER BY ${orderSql(RISK_MARKET_ORDER, ORDER_SQL, 'm._id', filter)} LIMIT ? OFFSET ?`,
    },
    (row) => ({
      marketId: text(row._id),
      marketName: text(row.name),
      eventName: text(row.eventName),
      sportName: text(row.sportName),
      family: text(row.family) as MarketFamily,
      status: text(row.status) as RiskMarket['status'],
      exposure: int(row.exposure),
      punters: int(row.punters),
    }),
  );
};
