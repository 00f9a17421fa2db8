/**
 * Pricing desks, second part (issue 10), versions 1150-1169: the fancy ball-by-ball feed, the house prices
 * of binary and lottery markets, ratings and rating limits, and the market types of the exchange-side
 * families that had none (binary, lottery, virtual).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Migration } from '../../kit/migration';

const OLD_STATUS_CHECK = "CHECK (status IN ('open', 'suspended', 'closed', 'settled', 'voided'))";
const NEW_STATUS_CHECK = "CHECK (status IN ('open', 'ballRunning', 'suspended', 'closed', 'settled', 'voided'))";

/**
 * Widens the markets' status CHECK to take ballRunning. SQLite cannot alter a CHECK, and rebuilding the
 * table would cascade-delete every selection and bet; widening a CHECK does not change the stored format,
 * so the documented way is to edit the table's schema text (writable_schema) and bump the schema version.
 */
const allowBallRunning = (db: DatabaseSync): void => {
  const defensive = db as unknown as { enableDefensive?: (on: boolean) => void };
  defensive.enableDefensive?.(false);
  try {
    const version = Number(db.prepare('PRAGMA schema_version').get()?.schema_version);
    db.exec('PRAGMA writable_schema = ON');
    db.prepare("UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE type = 'table' AND name = 'markets'").run(OLD_STATUS_CHECK, NEW_STATUS_CHECK);
    db.exec(`PRAGMA schema_version = ${version + 1}`);
    db.exec('PRAGMA writable_schema = OFF');
  } finally {
    defensive.enableDefensive?.(true);
  }
  if (!String(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'markets'").get()?.sql).includes(NEW_STATUS_CHECK)) throw new Error('markets: the status check was not widened.');
};

export const DESK_MIGRATIONS: readonly Migration[] = [
  {
    version: 1150,
    name: 'desks: ball-by-ball deliveries and the live ball, binary and lottery prices, ratings and rating limits',
    up: `
      CREATE TABLE fancy_deliveries (
        eventId TEXT NOT NULL REFERENCES events(_id) ON DELETE CASCADE, seq INTEGER NOT NULL,
        runs INTEGER NOT NULL, wicket INTEGER NOT NULL, extra TEXT NOT NULL CHECK (extra IN ('none', 'wide', 'noBall')),
        at TEXT NOT NULL, by TEXT, PRIMARY KEY (eventId, seq)
      );
      CREATE TABLE fancy_live_balls (
        eventId TEXT PRIMARY KEY REFERENCES events(_id) ON DELETE CASCADE, marketIds TEXT NOT NULL, at TEXT NOT NULL, by TEXT
      );
      CREATE TABLE desk_prices (
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        selectionId TEXT NOT NULL REFERENCES selections(_id) ON DELETE CASCADE,
        back INTEGER NOT NULL, lay INTEGER NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT,
        PRIMARY KEY (marketId, selectionId)
      );
      CREATE TABLE ratings (
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        selectionId TEXT NOT NULL REFERENCES selections(_id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('general', 'bookmaker', 'race')),
        rating REAL NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT,
        PRIMARY KEY (marketId, selectionId)
      );
      CREATE TABLE rating_limits (
        marketId TEXT PRIMARY KEY, maxStep REAL NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT
      );
    `,
  },
  { version: 1151, name: 'markets: a market may be in ball running (a delivery in progress)', up: allowBallRunning },
];
