import type { DatabaseSync } from 'node:sqlite';
import { int } from '../../kit/sql';

/**
 * The number of markets, kept by triggers: a market list's total (recordsTotal) without counting 200,000
 * rows on every search and page (COUNT(*) was most of the exchange's time for a whole-catalogue search).
 * Markets are only ever inserted and deleted (one by one, or all under an event, competition or sport),
 * which fires the triggers; no code replaces a market with INSERT OR REPLACE, which would not.
 */
export const MARKET_COUNT_SQL = `
  CREATE TABLE market_count (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
  INSERT INTO market_count (id, n) SELECT 1, COUNT(*) FROM markets;
  CREATE TRIGGER market_count_insert AFTER INSERT ON markets BEGIN
    UPDATE market_count SET n = n + 1 WHERE id = 1;
  END;
  CREATE TRIGGER market_count_delete AFTER DELETE ON markets BEGIN
    UPDATE market_count SET n = n - 1 WHERE id = 1;
  END;
`;

/** How many markets the exchange has. */
export const marketCount = (db: DatabaseSync): number => int(db.prepare('SELECT n FROM market_count WHERE id = 1').get()?.n);
