import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** Streaming and score (issue 14): versions 1500-1599. */
export const STREAMING_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1500, 'streaming: stream apps, event streams, casino stream monitors; score: teams, players, scoreboards, commentary, entries', `
      CREATE TABLE stream_apps (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, kind TEXT NOT NULL, notes TEXT NOT NULL DEFAULT '',
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE TABLE event_streams (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, url TEXT NOT NULL, kind TEXT NOT NULL, device TEXT NOT NULL DEFAULT '',
        targetType TEXT NOT NULL CHECK (targetType IN ('event', 'casinoTable')), targetId TEXT NOT NULL, targetName TEXT NOT NULL,
        appId TEXT REFERENCES stream_apps(_id) ON DELETE SET NULL, section INTEGER CHECK (section BETWEEN 1 AND 10),
        probe TEXT, demoStream TEXT, sequence INTEGER NOT NULL DEFAULT 0, createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE INDEX event_streams_target ON event_streams (targetType, targetId);
      CREATE TABLE casino_stream_monitors (
        _id TEXT PRIMARY KEY, tableName TEXT NOT NULL, streamId TEXT NOT NULL REFERENCES event_streams(_id) ON DELETE CASCADE,
        flags TEXT NOT NULL DEFAULT '{}', createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );

      CREATE TABLE teams (
        _id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, shortName TEXT NOT NULL, sport TEXT NOT NULL,
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL, UNIQUE (sport, name)
      );
      CREATE TABLE players (
        _id TEXT PRIMARY KEY, teamId TEXT NOT NULL REFERENCES teams(_id) ON DELETE CASCADE, name TEXT NOT NULL COLLATE NOCASE,
        shirtNumber INTEGER, role TEXT NOT NULL DEFAULT '', createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE INDEX players_team ON players (teamId, name);
      CREATE TABLE scoreboards (
        eventId TEXT PRIMARY KEY, eventName TEXT NOT NULL, sport TEXT NOT NULL, home TEXT NOT NULL, away TEXT NOT NULL,
        state TEXT NOT NULL, entries INTEGER NOT NULL DEFAULT 0, updatedAt TEXT NOT NULL
      );
      CREATE TABLE score_commentary (id INTEGER PRIMARY KEY AUTOINCREMENT, eventId TEXT NOT NULL, at TEXT NOT NULL, text TEXT NOT NULL);
      CREATE INDEX score_commentary_event ON score_commentary (eventId, id);
    `),
];
