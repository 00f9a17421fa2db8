import { perRunnerTableSql, sqlMigration, type SqlMigration } from '../../kit/migration';

/** Pricing desks (issue 10), versions 1140-1149: sportsbook odds, the runner desks' price history, news lines. */
export const SPORTSBOOK_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1140, 'sportsbook desk: fixed decimal odds per selection',
    perRunnerTableSql('sportsbook_prices', 'odds REAL NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT')),
  sqlMigration(1141, 'runner desks (bookmaker, sportsbook): every price change of a market', `
      CREATE TABLE desk_price_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT, marketId TEXT NOT NULL, at TEXT NOT NULL, by TEXT, selections TEXT NOT NULL
      );
      CREATE INDEX desk_price_history_market ON desk_price_history (marketId, id);
    `),
  sqlMigration(1142, 'news lines of markets and events, per family', `
      CREATE TABLE news_lines (
        family TEXT NOT NULL, targetId TEXT NOT NULL, text TEXT NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT,
        PRIMARY KEY (family, targetId)
      );
    `),
];
