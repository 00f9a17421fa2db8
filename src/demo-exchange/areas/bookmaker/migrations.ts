import { perRunnerTableSql, sqlMigration, type SqlMigration } from '../../kit/migration';

/** Pricing desks (issue 10), versions 1100-1199: the bookmaker desk's rates per runner. */
export const BOOKMAKER_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1120, 'bookmaker desk: back and lay rates per runner',
    perRunnerTableSql('bookmaker_prices', 'back INTEGER NOT NULL, lay INTEGER NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT')),
];
