import { sqlMigration, type SqlMigration } from '../kit/migration';

/**
 * The money model (issue 10): versions 1000-1099. Accounts in a hierarchy, an append-only ledger whose
 * postings are the only way a balance moves, bets, and the exposure each account has reserved per market.
 * Amounts are INTEGER minor units (paise). Balances and reserved exposure are kept in account_balances by
 * triggers in the same transaction as the posting or reservation, so they can never drift from their
 * sources (tests assert it anyway).
 */
export const MONEY_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1000, 'money: accounts hierarchy, append-only ledger, balances, bets, reserved exposure', `
      CREATE TABLE accounts (
        _id          TEXT PRIMARY KEY,
        userName     TEXT NOT NULL COLLATE NOCASE UNIQUE,
        name         TEXT NOT NULL,
        level        TEXT NOT NULL CHECK (level IN ('admin', 'superAgent', 'agent', 'punter')),
        parentId     TEXT REFERENCES accounts(_id),
        share        REAL NOT NULL DEFAULT 0 CHECK (share >= 0 AND share <= 100),
        status       TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'bettingLocked', 'suspended')),
        statusReason TEXT,
        whiteLabelId TEXT,
        createdAt    TEXT NOT NULL,
        updatedAt    TEXT NOT NULL
      );
      CREATE INDEX accounts_parent ON accounts (parentId);
      CREATE INDEX accounts_level ON accounts (level);
      CREATE INDEX accounts_white_label ON accounts (whiteLabelId) WHERE whiteLabelId IS NOT NULL;

      CREATE TABLE account_balances (
        accountId TEXT PRIMARY KEY REFERENCES accounts(_id),
        balance   INTEGER NOT NULL DEFAULT 0,
        exposure  INTEGER NOT NULL DEFAULT 0 CHECK (exposure >= 0)
      );
      CREATE TRIGGER accounts_balance_row AFTER INSERT ON accounts
      BEGIN INSERT INTO account_balances (accountId) VALUES (NEW._id); END;

      -- One request that moves money: its postings are written together or not at all, once per key.
      CREATE TABLE ledger_batches (
        batchId        TEXT PRIMARY KEY,
        idempotencyKey TEXT NOT NULL UNIQUE,
        kind           TEXT NOT NULL,
        refType        TEXT,
        refId          TEXT,
        createdAt      TEXT NOT NULL,
        createdBy      TEXT
      );

      CREATE TABLE ledger_postings (
        seq       INTEGER PRIMARY KEY AUTOINCREMENT,
        batchId   TEXT NOT NULL REFERENCES ledger_batches(batchId),
        accountId TEXT NOT NULL REFERENCES accounts(_id),
        amount    INTEGER NOT NULL,
        kind      TEXT NOT NULL,
        refType   TEXT,
        refId     TEXT,
        note      TEXT,
        createdAt TEXT NOT NULL,
        createdBy TEXT
      );
      CREATE INDEX ledger_account_seq ON ledger_postings (accountId, seq);
      CREATE INDEX ledger_ref ON ledger_postings (refType, refId);
      CREATE INDEX ledger_batch ON ledger_postings (batchId);
      CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger_postings
      BEGIN SELECT RAISE(ABORT, 'The ledger is append-only: post a correction instead.'); END;
      CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger_postings
      BEGIN SELECT RAISE(ABORT, 'The ledger is append-only: post a correction instead.'); END;
      CREATE TRIGGER ledger_batches_no_delete BEFORE DELETE ON ledger_batches
      BEGIN SELECT RAISE(ABORT, 'The ledger is append-only: post a correction instead.'); END;
      CREATE TRIGGER ledger_moves_balance AFTER INSERT ON ledger_postings
      BEGIN UPDATE account_balances SET balance = balance + NEW.amount WHERE accountId = NEW.accountId; END;

      CREATE TABLE bets (
        _id            TEXT PRIMARY KEY,
        seq            INTEGER NOT NULL UNIQUE,
        idempotencyKey TEXT NOT NULL UNIQUE,
        accountId      TEXT NOT NULL REFERENCES accounts(_id),
        marketId       TEXT NOT NULL,
        family         TEXT NOT NULL,
        outcomeId      TEXT NOT NULL,
        outcomeName    TEXT NOT NULL,
        side           TEXT NOT NULL CHECK (side IN ('back', 'lay', 'yes', 'no')),
        odds           REAL,
        rate           REAL,
        line           INTEGER,
        stake          INTEGER NOT NULL CHECK (stake > 0),
        status         TEXT NOT NULL CHECK (status IN ('matched', 'refused', 'settled', 'voided')),
        reason         TEXT,
        message        TEXT,
        delaySeconds   INTEGER NOT NULL DEFAULT 0,
        placedAt       TEXT NOT NULL,
        decidedAt      TEXT NOT NULL,
        settlementId   TEXT,
        result         INTEGER,
        voidFactor     REAL
      );
      CREATE INDEX bets_market_status ON bets (marketId, status);
      CREATE INDEX bets_account_seq ON bets (accountId, seq);
      CREATE INDEX bets_market_account ON bets (marketId, accountId) WHERE status = 'matched';
      CREATE INDEX bets_placed ON bets (placedAt);

      -- What each account has reserved on each market: its worst case there. Released (row deleted) once,
      -- at settlement or void.
      CREATE TABLE market_exposure (
        accountId TEXT NOT NULL REFERENCES accounts(_id),
        marketId  TEXT NOT NULL,
        exposure  INTEGER NOT NULL CHECK (exposure >= 0),
        PRIMARY KEY (accountId, marketId)
      );
      CREATE INDEX market_exposure_market ON market_exposure (marketId);
      CREATE TRIGGER exposure_reserved AFTER INSERT ON market_exposure
      BEGIN UPDATE account_balances SET exposure = exposure + NEW.exposure WHERE accountId = NEW.accountId; END;
      CREATE TRIGGER exposure_changed AFTER UPDATE OF exposure ON market_exposure
      BEGIN UPDATE account_balances SET exposure = exposure - OLD.exposure + NEW.exposure WHERE accountId = NEW.accountId; END;
      CREATE TRIGGER exposure_released AFTER DELETE ON market_exposure
      BEGIN UPDATE account_balances SET exposure = exposure - OLD.exposure WHERE accountId = OLD.accountId; END;
    `),
];
