/** Pricing desks (issue 10), versions 1100-1199: the bookmaker desk's rates per runner. */
export const BOOKMAKER_MIGRATIONS: ReadonlyArray<{ readonly version: number; readonly name: string; readonly up: string }> = [
  {
    version: 1120,
    name: 'bookmaker desk: back and lay rates per runner',
    up: `
      CREATE TABLE bookmaker_prices (
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        selectionId TEXT NOT NULL REFERENCES selections(_id) ON DELETE CASCADE,
        back INTEGER NOT NULL, lay INTEGER NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT,
        PRIMARY KEY (marketId, selectionId)
      );
    `,
  },
];
