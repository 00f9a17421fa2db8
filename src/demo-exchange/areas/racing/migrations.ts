/** Pricing desks (issue 10), versions 1100-1199: racing withdrawals and their Rule 4 deductions. */
export const RACING_MIGRATIONS: ReadonlyArray<{ readonly version: number; readonly name: string; readonly up: string }> = [
  {
    version: 1130,
    name: 'racing: non-runners withdrawn, with their price and Rule 4 deduction',
    up: `
      CREATE TABLE racing_withdrawals (
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        selectionId TEXT NOT NULL REFERENCES selections(_id) ON DELETE CASCADE,
        price REAL NOT NULL, deduction INTEGER NOT NULL, at TEXT NOT NULL, by TEXT,
        PRIMARY KEY (marketId, selectionId)
      );
    `,
  },
];
