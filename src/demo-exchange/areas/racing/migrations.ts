import { perRunnerTableSql, sqlMigration, type SqlMigration } from '../../kit/migration';

/** Pricing desks (issue 10), versions 1100-1199: racing withdrawals and their Rule 4 deductions. */
export const RACING_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1130, 'racing: non-runners withdrawn, with their price and Rule 4 deduction',
    perRunnerTableSql('racing_withdrawals', 'price REAL NOT NULL, deduction INTEGER NOT NULL, at TEXT NOT NULL, by TEXT')),
];
