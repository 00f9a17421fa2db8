/** Pricing desks (issue 10), versions 1140-1149: sportsbook odds, the runner desks' price history, news lines. */
export const SPORTSBOOK_MIGRATIONS: ReadonlyArray<{ readonly version: number; readonly name: string; readonly up: string }> = [
  {
    version: 1140,
    name: 'sportsbook desk: fixed decimal odds per selection',
    up: `
      CREATE TABLE sportsbook_prices (
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        selectionId TEXT NOT NULL REFERENCES selections(_id) ON DELETE CASCADE,
        odds REAL NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT,
        PRIMARY KEY (marketId, selectionId)
      );
    `,
  },
  {
    version: 1141,
    name: 'runner desks (bookmaker, sportsbook): every price change of a market',
    up: `
      CREATE TABLE desk_price_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT, marketId TEXT NOT NULL, at TEXT NOT NULL, by TEXT, selections TEXT NOT NULL
      );
      CREATE INDEX desk_price_history_market ON desk_price_history (marketId, id);
    `,
  },
  {
    version: 1142,
    name: 'news lines of markets and events, per family',
    up: `
      CREATE TABLE news_lines (
        family TEXT NOT NULL, targetId TEXT NOT NULL, text TEXT NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT,
        PRIMARY KEY (family, targetId)
      );
    `,
  },
];
