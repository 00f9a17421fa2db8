import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** Pricing desks (issue 10): versions 1100-1199. The fancy desk's quotes and their history. */
export const FANCY_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1100, 'fancy desk: the current quote per market and every change of it', `
      CREATE TABLE fancy_prices (
        marketId TEXT PRIMARY KEY REFERENCES markets(_id) ON DELETE CASCADE,
        noLine INTEGER NOT NULL, noRate INTEGER NOT NULL, yesLine INTEGER NOT NULL, yesRate INTEGER NOT NULL,
        updatedAt TEXT NOT NULL, updatedBy TEXT
      );
      CREATE TABLE fancy_price_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT, marketId TEXT NOT NULL, at TEXT NOT NULL, by TEXT,
        before TEXT, after TEXT NOT NULL
      );
      CREATE INDEX fancy_price_history_market ON fancy_price_history (marketId, id);
    `),
];
