import type { DatabaseSync } from 'node:sqlite';
import { CATALOGUE_MIGRATIONS } from '../areas/catalogue/migrations';
import { createStaffRolesTable } from '../areas/staff/roles';
import { IDEMPOTENCY_MIGRATION_SQL } from '../http/idempotency';
import { MONEY_MIGRATIONS } from '../money/migrations';
import { FANCY_MIGRATIONS } from '../areas/fancy/migrations';
import { FAMILY_MIGRATIONS } from '../areas/families/migrations';
import { BOOKMAKER_MIGRATIONS } from '../areas/bookmaker/migrations';
import { SPORTSBOOK_MIGRATIONS } from '../areas/sportsbook/migrations';
import { RACING_MIGRATIONS } from '../areas/racing/migrations';
import { DESK_MIGRATIONS } from '../areas/desks/migrations';
import { STREAMING_MIGRATIONS } from '../areas/streaming/migrations';
import { CONTENT_MIGRATIONS } from '../areas/content/migrations';
import { SITES_MIGRATIONS } from '../areas/sites/migrations';
import { SETTLEMENT_MIGRATIONS } from '../settlement/migrations';
import { CASINO_MIGRATIONS } from '../areas/casino/migrations';
import { RISK_MIGRATIONS } from '../areas/risk/migrations';
import { MARKET_COUNT_SQL } from '../areas/markets/market-count';
import { MARKET_SEARCH_INDEX_SQL } from '../areas/markets/search-index';
import { MARKET_NAME_INDEX_SQL, MARKET_SEARCH_COUNT_SQL } from '../areas/markets/search-count';
import type { Migration } from '../kit/migration';

export type { Migration };

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'core: kv, users, login history, audit log, cron logs',
    up: `
      CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE users (
        _id          TEXT PRIMARY KEY,
        name         TEXT NOT NULL,
        userName     TEXT NOT NULL COLLATE NOCASE UNIQUE,
        passwordHash TEXT NOT NULL,
        role         TEXT NOT NULL,
        status       TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        domain       TEXT NOT NULL DEFAULT '',
        permissions  TEXT NOT NULL DEFAULT '{}',
        createdAt    TEXT NOT NULL,
        updatedAt    TEXT NOT NULL
      );

      CREATE TABLE login_history (
        id       INTEGER PRIMARY KEY AUTOINCREMENT,
        userId   TEXT REFERENCES users(_id) ON DELETE SET NULL,
        userName TEXT NOT NULL,
        at       TEXT NOT NULL,
        ip       TEXT NOT NULL,
        outcome  TEXT NOT NULL CHECK (outcome IN ('success', 'wrong-password', 'inactive', 'unknown-user')),
        client   TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX login_history_user_at ON login_history (userId, at);
      CREATE INDEX login_history_at ON login_history (at);

      CREATE TABLE audit_log (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        at            TEXT NOT NULL,
        actorId       TEXT,
        actorUserName TEXT,
        action        TEXT NOT NULL,
        targetType    TEXT NOT NULL,
        targetId      TEXT,
        "before"      TEXT,
        "after"       TEXT
      );
      CREATE INDEX audit_log_at ON audit_log (at);
      CREATE INDEX audit_log_target ON audit_log (targetType, targetId);

      CREATE TABLE cron_logs (
        id        INTEGER PRIMARY KEY AUTOINCREMENT,
        cronType  TEXT NOT NULL,
        cronStart TEXT NOT NULL,
        cronEnd   TEXT,
        status    TEXT NOT NULL,
        hours     REAL NOT NULL,
        error     TEXT,
        updatedAt TEXT NOT NULL
      );
      CREATE INDEX cron_logs_start ON cron_logs (cronStart);
      CREATE INDEX cron_logs_type_start ON cron_logs (cronType, cronStart);
    `,
  },
  // Staff, permissions and logs (issue 3): versions 100-199.
  {
    version: 100,
    name: 'staff: roles with default permissions; indexes for the trader and staff tables',
    up: (db) => {
      createStaffRolesTable(db);
      // Role filter plus the orderable columns, case-insensitive like the search; covering the LIKE columns
      // keeps a substring search over 10,000 traders an index scan, not a table scan.
      db.exec(`
        CREATE INDEX users_role_name ON users (role COLLATE NOCASE, name COLLATE NOCASE, userName);
        CREATE INDEX users_role_username ON users (role COLLATE NOCASE, userName, name);
        CREATE INDEX users_role_status ON users (role COLLATE NOCASE, status, name COLLATE NOCASE);
        CREATE INDEX users_name ON users (name COLLATE NOCASE, userName);
        CREATE INDEX users_created ON users (createdAt);
      `);
    },
  },
  {
    version: 101,
    name: 'audit: indexes for the filters of the Audit tab',
    up: `
      CREATE INDEX audit_log_actor_at ON audit_log (actorUserName COLLATE NOCASE, at);
      CREATE INDEX audit_log_action_at ON audit_log (action, at);
    `,
  },
  {
    version: 102,
    name: 'sessions: one row per login, so a password change can end the other sessions of an account',
    up: `
      CREATE TABLE sessions (
        sid TEXT PRIMARY KEY,
        userId TEXT NOT NULL,
        expiresAt INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (userId);
    `,
  },
  // The catalogue (issue 4): versions 200-299.
  ...CATALOGUE_MIGRATIONS,
  // Platform kits (issue 9): versions 900-999.
  {
    version: 900,
    name: 'idempotency keys: the first answer per user and key, replayed to repeats for 24 hours',
    up: IDEMPOTENCY_MIGRATION_SQL,
  },
  {
    version: 901,
    name: 'markets search: a trigram full-text index over market and event names',
    up: MARKET_SEARCH_INDEX_SQL,
  },
  {
    version: 902,
    name: 'markets count: the number of markets kept by triggers, for the lists\' total',
    up: MARKET_COUNT_SQL,
  },
  {
    version: 903,
    name: 'markets search count: trigram indexes over the distinct market names and over event names',
    up: MARKET_SEARCH_COUNT_SQL,
  },
  {
    version: 904,
    name: 'markets by name: an index for a filtered search\'s lookup by matching names',
    up: MARKET_NAME_INDEX_SQL,
  },
  {
    version: 905,
    name: 'audit: the target\'s name as it was when the action was recorded (a deleted account keeps its name)',
    up: 'ALTER TABLE audit_log ADD COLUMN targetName TEXT',
  },
  {
    version: 906,
    name: 'audit: the target\'s name for rows recorded before 905, from what they recorded',
    up: `UPDATE audit_log SET targetName = COALESCE(
        CASE WHEN json_valid("after") THEN COALESCE(json_extract("after", '$.userName'), json_extract("after", '$.name')) END,
        CASE WHEN json_valid("before") THEN COALESCE(json_extract("before", '$.userName'), json_extract("before", '$.name')) END)
      WHERE targetName IS NULL`,
  },
  // The money model (issue 10): versions 1000-1099. Desks 1100+, results 1200+, casino 1300+, risk 1400+,
  // streaming 1500+, content 1600+, sites 1700+, ergonomics 1800+.
  ...MONEY_MIGRATIONS,
  ...FANCY_MIGRATIONS,
  ...FAMILY_MIGRATIONS,
  ...BOOKMAKER_MIGRATIONS,
  ...RACING_MIGRATIONS,
  ...SPORTSBOOK_MIGRATIONS,
  ...DESK_MIGRATIONS,
  // Results and settlement (issue 11): 1200-1299. The casino (issue 13): 1300-1399.
  ...SETTLEMENT_MIGRATIONS,
  ...CASINO_MIGRATIONS,
  ...RISK_MIGRATIONS,
  ...STREAMING_MIGRATIONS,
  ...CONTENT_MIGRATIONS,
  ...SITES_MIGRATIONS,
];

/**
 * Runs every migration the database has not applied yet, in version order, each in its own transaction.
 * Applied versions are tracked one by one (not by the highest), so areas developed in parallel can own
 * their own version ranges: staff and logs 100+, catalogue 200+, live data 300+.
 */
export const runMigrations = (db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL)`);
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)));
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      db.prepare('INSERT INTO schema_migrations (version, name, appliedAt) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    applied.push(migration.version);
  }
  return applied;
};
