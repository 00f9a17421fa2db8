import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** Risk (issue 12): versions 1400-1419. Amounts are INTEGER minor units (paise), as in the ledger. */
export const RISK_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1400, 'risk: alert thresholds per staff user, punter queries, saved report views', `
      -- A staff user's alert thresholds: per market or per punter; target '*' is the default for every one.
      CREATE TABLE risk_alert_thresholds (
        userId TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
        scope TEXT NOT NULL CHECK (scope IN ('market', 'user')),
        target TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount >= 0),
        updatedAt TEXT NOT NULL,
        PRIMARY KEY (userId, scope, target)
      );
      -- A punter's query to the desk, linked to a bet or to statement lines; open until answered, then closed.
      CREATE TABLE punter_queries (
        _id TEXT PRIMARY KEY,
        accountId TEXT NOT NULL REFERENCES accounts(_id),
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        betId TEXT REFERENCES bets(_id),
        statementSeq INTEGER,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
        answer TEXT,
        answeredBy TEXT,
        createdAt TEXT NOT NULL,
        updatedAt TEXT NOT NULL
      );
      CREATE INDEX punter_queries_status ON punter_queries (status, createdAt);
      CREATE INDEX punter_queries_account ON punter_queries (accountId, createdAt);
      -- Saved report views, one per report-data slot (reportData1..10): a named filter set of the P/L tables.
      CREATE TABLE risk_report_views (
        slot INTEGER PRIMARY KEY CHECK (slot BETWEEN 1 AND 10),
        name TEXT NOT NULL,
        filters TEXT NOT NULL,
        updatedBy TEXT NOT NULL,
        updatedAt TEXT NOT NULL
      );
    `),
];
