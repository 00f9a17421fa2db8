import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** Sites (issue 16): versions 1700-1799. */
export const SITES_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1700, 'sites: white labels, their kept files, domains and variables, exchanges and projects; OTP and connection ids', `
      CREATE TABLE white_labels (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, adminUrl TEXT NOT NULL, clientUrl TEXT NOT NULL,
        currency TEXT NOT NULL, commission REAL NOT NULL DEFAULT 0, menus TEXT NOT NULL DEFAULT '[]',
        logo BLOB, logoType TEXT,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'provisionFailed', 'closed')),
        nodeSiteId TEXT, provisionedAt TEXT, provisionError TEXT, clonedFrom TEXT REFERENCES white_labels(_id) ON DELETE SET NULL,
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE TABLE site_files (
        _id TEXT PRIMARY KEY, whiteLabelId TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('backup', 'export')),
        fileName TEXT NOT NULL, contentType TEXT NOT NULL, content BLOB NOT NULL, rows INTEGER NOT NULL, totalMinor INTEGER NOT NULL,
        createdAt TEXT NOT NULL, createdBy TEXT
      );
      CREATE INDEX site_files_label ON site_files (whiteLabelId, createdAt);
      CREATE TABLE domains (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, whiteLabelId TEXT NOT NULL REFERENCES white_labels(_id),
        environment TEXT NOT NULL CHECK (environment IN ('production', 'staging', 'preview')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
        verificationToken TEXT NOT NULL, verifiedAt TEXT, lastCheckedAt TEXT, lastCheckProblem TEXT,
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE INDEX domains_label ON domains (whiteLabelId);
      CREATE TABLE domain_variables (
        _id TEXT PRIMARY KEY, domainId TEXT NOT NULL REFERENCES domains(_id) ON DELETE CASCADE, key TEXT NOT NULL, value TEXT NOT NULL,
        updatedAt TEXT NOT NULL, UNIQUE (domainId, key)
      );
      CREATE TABLE site_exchanges (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, code TEXT NOT NULL UNIQUE, apiUrl TEXT NOT NULL, currency TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'maintenance', 'inactive')), createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE TABLE projects (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, description TEXT NOT NULL DEFAULT '', createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE TABLE project_exchanges (
        projectId TEXT NOT NULL REFERENCES projects(_id) ON DELETE CASCADE, exchangeId TEXT NOT NULL REFERENCES site_exchanges(_id),
        status TEXT NOT NULL CHECK (status IN ('live', 'paused', 'retired')), updatedAt TEXT NOT NULL,
        PRIMARY KEY (projectId, exchangeId)
      );
      ALTER TABLE users ADD COLUMN otpSecret TEXT;
      ALTER TABLE users ADD COLUMN otpLastStep INTEGER;
      CREATE TABLE otp_challenges (
        _id TEXT PRIMARY KEY, userId TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE, expiresAt INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, closedAt TEXT, createdAt TEXT NOT NULL
      );
      ALTER TABLE sessions ADD COLUMN connectionId TEXT;
      ALTER TABLE sessions ADD COLUMN connectedAt TEXT;
      ALTER TABLE sessions ADD COLUMN reconnects INTEGER NOT NULL DEFAULT 0;
    `),
  // SQLite cannot change a CHECK in place: the table is copied into one that allows the code step's outcomes.
  sqlMigration(1701, 'login history: the OTP step (a right password awaiting its code, a wrong code)', `
      CREATE TABLE login_history_new (
        id       INTEGER PRIMARY KEY AUTOINCREMENT,
        userId   TEXT REFERENCES users(_id) ON DELETE SET NULL,
        userName TEXT NOT NULL,
        at       TEXT NOT NULL,
        ip       TEXT NOT NULL,
        outcome  TEXT NOT NULL CHECK (outcome IN ('success', 'wrong-password', 'inactive', 'unknown-user', 'awaiting-code', 'wrong-code')),
        client   TEXT NOT NULL DEFAULT ''
      );
      INSERT INTO login_history_new (id, userId, userName, at, ip, outcome, client) SELECT id, userId, userName, at, ip, outcome, client FROM login_history;
      -- Ids go on from where they were, not from the highest still kept (pruned rows' ids are never handed out again).
      DELETE FROM sqlite_sequence WHERE name = 'login_history_new';
      INSERT INTO sqlite_sequence (name, seq) SELECT 'login_history_new', seq FROM sqlite_sequence WHERE name = 'login_history';
      DROP TABLE login_history;
      ALTER TABLE login_history_new RENAME TO login_history;
      CREATE INDEX login_history_user_at ON login_history (userId, at);
      CREATE INDEX login_history_at ON login_history (at);
    `),
];
