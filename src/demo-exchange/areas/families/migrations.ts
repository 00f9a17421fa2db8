/** Pricing desks (issue 10), versions 1100-1199: which manager looks after which market. */
export const FAMILY_MIGRATIONS: ReadonlyArray<{ readonly version: number; readonly name: string; readonly up: string }> = [
  {
    version: 1110,
    name: 'families: markets assigned to their managers',
    up: `
      CREATE TABLE market_managers (
        marketId TEXT PRIMARY KEY REFERENCES markets(_id) ON DELETE CASCADE,
        userId TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
        assignedAt TEXT NOT NULL
      );
      CREATE INDEX market_managers_user ON market_managers (userId);
    `,
  },
];
