import { perRunnerTableSql, sqlMigration, type SqlMigration } from '../../kit/migration';

/** Pricing desks (issue 10), versions 1100-1199: racing withdrawals and their Rule 4 deductions. */
export const RACING_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1130, 'racing: non-runners withdrawn, with their price and Rule 4 deduction',
    perRunnerTableSql('racing_withdrawals', 'price REAL NOT NULL, deduction INTEGER NOT NULL, at TEXT NOT NULL, by TEXT')),
  // The bets up to this sequence number were struck before the withdrawal and carry its Rule 4. Withdrawals
  // recorded before it keep NULL: Rule 4 compares their time with the bets' instead.
  sqlMigration(1131, 'racing: each withdrawal keeps the last bet struck before it (Rule 4 by the order of bets)',
    'ALTER TABLE racing_withdrawals ADD COLUMN struckUpToSeq INTEGER'),
];
