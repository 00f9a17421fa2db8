import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** The casino (issue 13): versions 1300-1399. Amounts are INTEGER minor units (paise), as in the ledger. */
export const CASINO_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1300, 'casino: lobby tabs, tables, rounds, provider wallet transactions, ball-by-ball', `
      CREATE TABLE casino_tabs (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, sequence INTEGER NOT NULL DEFAULT 0,
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE TABLE casino_events (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE,
        tabId TEXT REFERENCES casino_tabs(_id) ON DELETE SET NULL,
        game TEXT NOT NULL, provider TEXT NOT NULL CHECK (provider IN ('house', 'international')),
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'closed')),
        roundSeconds INTEGER NOT NULL, minStake INTEGER NOT NULL, maxStake INTEGER NOT NULL,
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL, deletedAt TEXT
      );
      -- A deleted table keeps its rounds and wallet records (the provider's transaction ids stay spent).
      CREATE UNIQUE INDEX casino_events_name ON casino_events (name) WHERE deletedAt IS NULL;
      CREATE INDEX casino_events_tab ON casino_events (tabId);
      CREATE TABLE casino_rounds (
        _id TEXT PRIMARY KEY, eventId TEXT NOT NULL REFERENCES casino_events(_id), seq INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('betting', 'unsettled', 'settled', 'voided')),
        startedAt TEXT NOT NULL, closesAt TEXT NOT NULL, closedAt TEXT,
        winner TEXT, cards TEXT, paid INTEGER, settledBy TEXT, reason TEXT, batchId TEXT,
        UNIQUE (eventId, seq)
      );
      CREATE INDEX casino_rounds_status ON casino_rounds (status, closedAt);
      -- Every wallet call of the provider, once per transaction id: a repeat answers the stored outcome.
      CREATE TABLE casino_wallet_tx (
        txId TEXT PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
        accountId TEXT, roundId TEXT, amount INTEGER NOT NULL DEFAULT 0, outcome TEXT, odds REAL, refTxId TEXT,
        state TEXT NOT NULL CHECK (state IN ('applied', 'refused', 'recorded')), reason TEXT, batchId TEXT, createdAt TEXT NOT NULL
      );
      CREATE INDEX casino_wallet_round ON casino_wallet_tx (roundId, kind);
      CREATE INDEX casino_wallet_ref ON casino_wallet_tx (refTxId) WHERE refTxId IS NOT NULL;
      CREATE TABLE casino_balls (
        _id TEXT PRIMARY KEY, eventId TEXT NOT NULL REFERENCES casino_events(_id) ON DELETE CASCADE,
        innings INTEGER NOT NULL, over INTEGER NOT NULL, ball INTEGER NOT NULL, runs INTEGER NOT NULL,
        wicket INTEGER NOT NULL DEFAULT 0, commentary TEXT NOT NULL DEFAULT '', mediaType TEXT, media BLOB,
        updatedAt TEXT NOT NULL, UNIQUE (eventId, innings, over, ball)
      );
    `),
];
