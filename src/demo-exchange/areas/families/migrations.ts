import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** Pricing desks (issue 10), versions 1100-1199: which manager looks after which market. */
export const FAMILY_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1110, 'families: markets assigned to their managers', `
      CREATE TABLE market_managers (
        marketId TEXT PRIMARY KEY REFERENCES markets(_id) ON DELETE CASCADE,
        userId TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
        assignedAt TEXT NOT NULL
      );
      CREATE INDEX market_managers_user ON market_managers (userId);
    `),
];
