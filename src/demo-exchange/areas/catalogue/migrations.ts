import { sqlMigration, type SqlMigration } from '../../kit/migration';
import { MERGE_UNRESTORED_BATCHES_SQL } from '../markets/suspend-all';

/**
 * The catalogue (issue 4): versions 200-299 only. Sports → competitions → events → markets → selections,
 * market types, bet limits and delays, suspend-all batches and the site's navigation lists.
 * Indexes are chosen for the screens' queries on the large catalogue (200,000 markets): children of a
 * parent in order, counts per parent and status, and the status filters.
 */
export const CATALOGUE_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(200, 'catalogue: sports, competitions, events, market types, markets, selections, limits, delays, navigation', `
      CREATE TABLE sports (
        _id             TEXT PRIMARY KEY,
        name            TEXT NOT NULL COLLATE NOCASE UNIQUE,
        externalId      TEXT UNIQUE,
        active          INTEGER NOT NULL DEFAULT 1,
        sequence        INTEGER NOT NULL DEFAULT 0,
        navVisible      INTEGER NOT NULL DEFAULT 1,
        popularSequence INTEGER,
        createdAt       TEXT NOT NULL,
        updatedAt       TEXT NOT NULL
      );
      CREATE INDEX sports_sequence ON sports (sequence, name);

      CREATE TABLE competitions (
        _id        TEXT PRIMARY KEY,
        sportId    TEXT NOT NULL REFERENCES sports(_id),
        name       TEXT NOT NULL COLLATE NOCASE,
        country    TEXT NOT NULL DEFAULT '',
        externalId TEXT UNIQUE,
        active     INTEGER NOT NULL DEFAULT 1,
        createdAt  TEXT NOT NULL,
        updatedAt  TEXT NOT NULL,
        UNIQUE (sportId, name)
      );

      CREATE TABLE events (
        _id           TEXT PRIMARY KEY,
        sportId       TEXT NOT NULL REFERENCES sports(_id),
        competitionId TEXT NOT NULL REFERENCES competitions(_id),
        name          TEXT NOT NULL COLLATE NOCASE,
        openDate      TEXT NOT NULL,
        country       TEXT NOT NULL DEFAULT '',
        inPlayCapable INTEGER NOT NULL DEFAULT 1,
        externalId    TEXT UNIQUE,
        active        INTEGER NOT NULL DEFAULT 1,
        createdAt     TEXT NOT NULL,
        updatedAt     TEXT NOT NULL,
        UNIQUE (competitionId, name, openDate)
      );
      CREATE INDEX events_competition_open ON events (competitionId, openDate);
      CREATE INDEX events_sport_open ON events (sportId, openDate);
      CREATE INDEX events_open ON events (openDate);

      CREATE TABLE market_types (
        _id       TEXT PRIMARY KEY,
        code      TEXT NOT NULL UNIQUE,
        name      TEXT NOT NULL,
        family    TEXT NOT NULL,
        sportId   TEXT REFERENCES sports(_id) ON DELETE CASCADE,
        createdAt TEXT NOT NULL,
        updatedAt TEXT NOT NULL
      );

      CREATE TABLE markets (
        _id             TEXT PRIMARY KEY,
        sportId         TEXT NOT NULL REFERENCES sports(_id),
        competitionId   TEXT NOT NULL REFERENCES competitions(_id),
        eventId         TEXT NOT NULL REFERENCES events(_id),
        marketTypeId    TEXT NOT NULL REFERENCES market_types(_id),
        name            TEXT NOT NULL COLLATE NOCASE,
        status          TEXT NOT NULL CHECK (status IN ('open', 'suspended', 'closed', 'settled', 'voided')),
        inPlay          INTEGER NOT NULL DEFAULT 0,
        popular         INTEGER NOT NULL DEFAULT 0,
        popularSequence INTEGER,
        betDelaySeconds INTEGER,
        sequence        INTEGER NOT NULL DEFAULT 0,
        accessCode      TEXT NOT NULL UNIQUE,
        externalId      TEXT UNIQUE,
        suspendBatchId  TEXT,
        createdAt       TEXT NOT NULL,
        updatedAt       TEXT NOT NULL,
        UNIQUE (eventId, name)
      );
      CREATE INDEX markets_event_sequence ON markets (eventId, sequence);
      CREATE INDEX markets_event_status ON markets (eventId, status);
      CREATE INDEX markets_competition_status ON markets (competitionId, status);
      CREATE INDEX markets_sport_status ON markets (sportId, status);
      CREATE INDEX markets_status ON markets (status);
      CREATE INDEX markets_type ON markets (marketTypeId);
      CREATE INDEX markets_popular ON markets (popularSequence) WHERE popular = 1;
      CREATE INDEX markets_suspend_batch ON markets (suspendBatchId) WHERE suspendBatchId IS NOT NULL;

      CREATE TABLE selections (
        _id      TEXT PRIMARY KEY,
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        name     TEXT NOT NULL COLLATE NOCASE,
        status   TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'removed', 'winner', 'loser')),
        sequence INTEGER NOT NULL,
        UNIQUE (marketId, name)
      );

      CREATE TABLE bet_limits (
        betlimitId   TEXT PRIMARY KEY,
        level        TEXT NOT NULL CHECK (level IN ('default', 'sport', 'competition', 'event', 'market')),
        targetId     TEXT NOT NULL DEFAULT '',
        minStake     REAL NOT NULL,
        maxStake     REAL NOT NULL,
        maxProfit    REAL NOT NULL,
        maxLiability REAL NOT NULL,
        createdAt    TEXT NOT NULL,
        updatedAt    TEXT NOT NULL,
        updatedBy    TEXT,
        UNIQUE (level, targetId)
      );
      CREATE INDEX bet_limits_target ON bet_limits (targetId);

      CREATE TABLE bet_delays (family TEXT PRIMARY KEY, seconds INTEGER NOT NULL, updatedAt TEXT NOT NULL);

      CREATE TABLE auto_markets (
        sportId      TEXT NOT NULL REFERENCES sports(_id) ON DELETE CASCADE,
        marketTypeId TEXT NOT NULL REFERENCES market_types(_id) ON DELETE CASCADE,
        PRIMARY KEY (sportId, marketTypeId)
      );
      CREATE TABLE overs_lines (
        sportId TEXT NOT NULL REFERENCES sports(_id) ON DELETE CASCADE,
        overs   INTEGER NOT NULL,
        PRIMARY KEY (sportId, overs)
      );

      CREATE TABLE suspend_batches (
        batchId      TEXT PRIMARY KEY,
        at           TEXT NOT NULL,
        actor        TEXT,
        count        INTEGER NOT NULL,
        restoredAt   TEXT,
        restoredBy   TEXT
      );

      CREATE TABLE exchange_menu (_id TEXT PRIMARY KEY, label TEXT NOT NULL, path TEXT NOT NULL, visible INTEGER NOT NULL, sequence INTEGER NOT NULL);
      CREATE TABLE quick_links (_id TEXT PRIMARY KEY, label TEXT NOT NULL, targetType TEXT NOT NULL, target TEXT NOT NULL, sequence INTEGER NOT NULL);
    `),
  sqlMigration(201, 'suspend all: the markets of every batch not restored merged into the newest, so Restore offers them all', MERGE_UNRESTORED_BATCHES_SQL),
];
