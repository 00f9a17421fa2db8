import type { DatabaseSync } from 'node:sqlite';
import type { ScoreEntry, Scoreboard, ScoreSport } from '@shared/contract/score';
import { applyDelivery, applyIncident, EMPTY_FOOTBALL, EMPTY_INNINGS, oversText, type CricketInnings, type FootballScore } from '@shared/score';
import { ApiError } from '../../http/api-error';
import { int, text, type Row } from '../../kit/sql';

type State = { cricket: CricketInnings | null; football: FootballScore | null };

const COMMENTARY_SHOWN = 20;

const summaryOf = (sport: ScoreSport, home: string, away: string, state: State): string => {
  if (sport === 'cricket' && state.cricket) return `${home} ${state.cricket.runs}/${state.cricket.wickets} (${oversText(state.cricket.balls)}) v ${away}`;
  const f = state.football ?? EMPTY_FOOTBALL;
  return `${home} ${f.home.goals}–${f.away.goals} ${away}`;
};

const toScoreboard = (db: DatabaseSync, row: Row): Scoreboard => {
  const state = JSON.parse(text(row.state)) as State;
  const sport = text(row.sport) as ScoreSport;
  const commentary = db
    .prepare('SELECT at, text FROM score_commentary WHERE eventId = ? ORDER BY id DESC LIMIT ?')
    .all(text(row.eventId), COMMENTARY_SHOWN)
    .map((c) => ({ at: text(c.at), text: text(c.text) }));
  return {
    eventId: text(row.eventId),
    eventName: text(row.eventName),
    sport,
    home: text(row.home),
    away: text(row.away),
    cricket: state.cricket ? { ...state.cricket, thisOver: [...state.cricket.thisOver] } : null,
    football: state.football,
    summary: summaryOf(sport, text(row.home), text(row.away), state),
    commentary,
    entries: int(row.entries),
    updatedAt: text(row.updatedAt),
  };
};

const rowOf = (db: DatabaseSync, eventId: string): Row => {
  const row = db.prepare('SELECT * FROM scoreboards WHERE eventId = ?').get(eventId);
  if (!row) throw new ApiError(404, 'This event has no scoreboard.');
  return row;
};

export const listScoreboards = (db: DatabaseSync): Scoreboard[] => db.prepare('SELECT * FROM scoreboards ORDER BY eventName').all().map((row) => toScoreboard(db, row));

export const getScoreboard = (db: DatabaseSync, eventId: string): Scoreboard => toScoreboard(db, rowOf(db, eventId));

/** A new scoreboard for a live match (seed, or the first entry of a match). */
export const openScoreboard = (db: DatabaseSync, board: { eventId: string; eventName: string; sport: ScoreSport; home: string; away: string }, now = new Date()): void => {
  const state: State = board.sport === 'cricket' ? { cricket: EMPTY_INNINGS, football: null } : { cricket: null, football: EMPTY_FOOTBALL };
  db.prepare('INSERT OR IGNORE INTO scoreboards (eventId, eventName, sport, home, away, state, entries, updatedAt) VALUES (?, ?, ?, ?, ?, ?, 0, ?)').run(
    board.eventId,
    board.eventName,
    board.sport,
    board.home,
    board.away,
    JSON.stringify(state),
    now.toISOString(),
  );
};

/** One entry of the score desk, by the sport's rules; a broken rule answers 400 with the reason. */
export const addScoreEntry = (db: DatabaseSync, entry: ScoreEntry, now = new Date()): { before: Scoreboard; after: Scoreboard } => {
  const row = rowOf(db, entry.eventId);
  const before = toScoreboard(db, row);
  if (before.sport !== entry.sport) throw new ApiError(400, `This is a ${before.sport} match.`);
  let state: State;
  try {
    state =
      entry.sport === 'cricket'
        ? { cricket: applyDelivery(before.cricket ?? EMPTY_INNINGS, entry), football: null }
        : { cricket: null, football: applyIncident(before.football ?? EMPTY_FOOTBALL, entry.side, entry.incident) };
  } catch (error) {
    throw new ApiError(400, error instanceof Error ? error.message : 'This entry breaks the rules of the game.');
  }
  db.prepare('UPDATE scoreboards SET state = ?, entries = entries + 1, updatedAt = ? WHERE eventId = ?').run(JSON.stringify(state), now.toISOString(), entry.eventId);
  return { before, after: getScoreboard(db, entry.eventId) };
};

export const addCommentary = (db: DatabaseSync, eventId: string, line: string, now = new Date()): Scoreboard => {
  rowOf(db, eventId);
  db.prepare('INSERT INTO score_commentary (eventId, at, text) VALUES (?, ?, ?)').run(eventId, now.toISOString(), line);
  return getScoreboard(db, eventId);
};
